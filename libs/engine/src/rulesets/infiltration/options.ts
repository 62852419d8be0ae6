// The infiltration mission options (README "Mission options"), read by one parser.
import { choiceOption, wholeNumberOption, type OptionsSpec } from '../options-parser';
import { FACTION_IDS } from './content';

/** §4.1: the four trackers' sections. */
export const INFILTRATION_OPTIONS = {
  preAlarmRounds: wholeNumberOption('The option preAlarmRounds', 4, 7),
  postAlarmRounds: wholeNumberOption('The option postAlarmRounds', 3, 6),
  faction: choiceOption(FACTION_IDS, (value) => `Unknown faction ${JSON.stringify(value)}: the rules know ${FACTION_IDS.join(', ')}.`),
} satisfies OptionsSpec;

/** §13.10 (Proposed): pre-alarm 1–6, post-alarm 1–5, the Garrison faction. */
export const DEFAULT_OPTIONS = { preAlarmRounds: 6, postAlarmRounds: 5, faction: 'garrison' } as const;
