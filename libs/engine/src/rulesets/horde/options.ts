import { choiceOption, flagOption, readOptions, wholeNumberOption, type OptionsOf, type OptionsSpec } from '../options-parser';

const MODES = ['A', 'B'] as const;
const TIMES = ['roll', 'dusk', 'night', 'dawn', 'day'] as const;
const WEATHERS = ['roll', 'worsening', 'bad', 'improving', 'good'] as const;
const PROFILES = ['roll', 'full-assault', 'alarmed', 'vigilant'] as const;
const TERRAINS = ['tiles', 'generated'] as const;

/**
 * A horde mission's options (horde.md §3.8 optional challenges, §6.1 grid mode, §11 A1 flag). Read by the
 * mission checks and by setup alike, so what validates is what plays.
 */
export const HORDE_OPTIONS = {
  gridMode: choiceOption(MODES, (value) => `Unknown grid mode ${JSON.stringify(value)}: horde plays Mode A (48 × 48, 1 square = 1") or Mode B (24 × 24, distances halved).`),
  waves: wholeNumberOption('The option waves', 1, 10),
  waveBudgetPercent: wholeNumberOption('The option waveBudgetPercent', 1, 100),
  alertnessToEndWave: wholeNumberOption('The option alertnessToEndWave', 1, 20),
  bossFights: flagOption('bossFights'),
  heroInjuries: flagOption('heroInjuries'),
  highAlertness: flagOption('highAlertness'),
  timeOfDay: flagOption('timeOfDay'),
  weather: flagOption('weather'),
  randomEvents: flagOption('randomEvents'),
  priorityBonusFlat: flagOption('priorityBonusFlat'),
  // §11 A5: the hook that makes a Treasure Trove (7+) possible.
  searchRollModifier: wholeNumberOption('The option searchRollModifier', 0, 6),
  // §4.1 step 1 (Proposed 0): the credits each hero starts with, to spend in the shop (§11 G4).
  startingCredits: wholeNumberOption('The option startingCredits', 0, 500),
  // §4.1 step 8: each optional state is picked, or rolled (T6, T7, T8).
  timeOfDayStart: choiceOption(TIMES, (value) => `Unknown time of day ${JSON.stringify(value)}: pick ${TIMES.join(', ')}.`),
  weatherStart: choiceOption(WEATHERS, (value) => `Unknown weather ${JSON.stringify(value)}: pick ${WEATHERS.join(', ')}.`),
  alertnessProfile: choiceOption(PROFILES, (value) => `Unknown alertness profile ${JSON.stringify(value)}: pick ${PROFILES.join(', ')}.`),
  // §4.1 step 4: the tiles' own terrain, or §11 G5's generator (24 pieces from the game's seed) in its place.
  terrain: choiceOption(TERRAINS, (value) => `Unknown terrain ${JSON.stringify(value)}: pick ${TERRAINS.join(', ')}.`),
} satisfies OptionsSpec;

export type HordeOptionValues = OptionsOf<typeof HORDE_OPTIONS>;

/** The options with every default filled in (horde.md §4.1: wave 10 ends the mission, 25% per wave, 6 alertness). */
export interface HordeRules {
  readonly gridMode: 'A' | 'B';
  readonly waves: number;
  readonly waveBudgetPercent: number;
  readonly alertnessToEndWave: number;
  readonly bossFights: boolean;
  readonly heroInjuries: boolean;
  readonly highAlertness: boolean;
  readonly timeOfDay: boolean;
  readonly weather: boolean;
  readonly randomEvents: boolean;
  readonly priorityBonusFlat: boolean;
  readonly searchRollModifier: number;
  readonly startingCredits: number;
  readonly timeOfDayStart: (typeof TIMES)[number];
  readonly weatherStart: (typeof WEATHERS)[number];
  readonly alertnessProfile: (typeof PROFILES)[number];
  readonly terrain: (typeof TERRAINS)[number];
}

export const DEFAULT_HORDE_RULES: HordeRules = {
  gridMode: 'A',
  waves: 10,
  waveBudgetPercent: 25,
  alertnessToEndWave: 6,
  bossFights: false,
  heroInjuries: false,
  highAlertness: false,
  timeOfDay: false,
  weather: false,
  randomEvents: false,
  priorityBonusFlat: false,
  searchRollModifier: 0,
  startingCredits: 0,
  timeOfDayStart: 'roll',
  weatherStart: 'roll',
  alertnessProfile: 'roll',
  terrain: 'tiles',
};

export function hordeRulesOf(raw: Readonly<Record<string, unknown>> | undefined): HordeRules {
  const v = readOptions(HORDE_OPTIONS, raw).values;
  const d = DEFAULT_HORDE_RULES;
  return {
    gridMode: v.gridMode ?? d.gridMode,
    waves: v.waves ?? d.waves,
    waveBudgetPercent: v.waveBudgetPercent ?? d.waveBudgetPercent,
    alertnessToEndWave: v.alertnessToEndWave ?? d.alertnessToEndWave,
    bossFights: v.bossFights ?? d.bossFights,
    heroInjuries: v.heroInjuries ?? d.heroInjuries,
    highAlertness: v.highAlertness ?? d.highAlertness,
    timeOfDay: v.timeOfDay ?? d.timeOfDay,
    weather: v.weather ?? d.weather,
    randomEvents: v.randomEvents ?? d.randomEvents,
    priorityBonusFlat: v.priorityBonusFlat ?? d.priorityBonusFlat,
    searchRollModifier: v.searchRollModifier ?? d.searchRollModifier,
    startingCredits: v.startingCredits ?? d.startingCredits,
    timeOfDayStart: v.timeOfDayStart ?? d.timeOfDayStart,
    weatherStart: v.weatherStart ?? d.weatherStart,
    alertnessProfile: v.alertnessProfile ?? d.alertnessProfile,
    terrain: v.terrain ?? d.terrain,
  };
}
