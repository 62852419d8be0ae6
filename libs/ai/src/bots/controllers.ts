import { createBoardingBugController } from '../boarding/bug-procedure';
import { createHiveBugController } from '../hive/bug-procedure';
import type { Controller } from './controller';
import { createRandomBot } from './random-bot';

/** The default enemy controller of each ruleset (its rulebook's procedure). One line per ruleset. */
export const ENEMY_CONTROLLERS: Readonly<Record<string, () => Controller>> = {
  hive: createHiveBugController,
  boarding: createBoardingBugController,
};

/** Hero bots by name, each seeded from a number. */
export const HERO_BOTS: Readonly<Record<string, (seed: number) => Controller>> = {
  random: createRandomBot,
};
