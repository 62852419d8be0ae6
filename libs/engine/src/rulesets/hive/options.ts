// The hive mission options (hive.md §4.1 setup, README "Mission options"), read by one parser:
// `checkHiveMission` reports its issues and `setupHiveGame` reads its values.
import { choiceOption, roundCountOption, type OptionsSpec } from '../options-parser';
import type { HiveDifficulty, HiveObjective } from './content';

export const HIVE_OBJECTIVES: readonly HiveObjective[] = ['destroy-the-hive', 'rescue-the-scientist', 'kill-the-queen'];
export const HIVE_DIFFICULTIES: readonly HiveDifficulty[] = ['easy', 'medium', 'hard'];

const unknownChoice = (what: string, allowed: readonly string[]) => (value: unknown) =>
  `Unknown ${what} ${JSON.stringify(value)}: the hive rules know ${allowed.join(', ')}.`;

const OBJECTIVE_CHOICES: readonly (HiveObjective | 'random')[] = ['random', ...HIVE_OBJECTIVES];

export const HIVE_OPTIONS = {
  /** 'random': rolled at setup (T1). */
  objective: choiceOption(OBJECTIVE_CHOICES, unknownChoice('objective', OBJECTIVE_CHOICES)),
  difficulty: choiceOption(HIVE_DIFFICULTIES, unknownChoice('difficulty', HIVE_DIFFICULTIES)),
  roundCap: roundCountOption('The option roundCap'),
} satisfies OptionsSpec;
