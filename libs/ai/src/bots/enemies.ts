import { createBoardingBugController } from '../boarding/bug-procedure';
import { createHiveBugController } from '../hive/bug-procedure';
import type { Controller } from './controller';

/** The default enemy controller of each ruleset (its rulebook's procedure). One line per ruleset. */
export const ENEMY_CONTROLLERS: Readonly<Record<string, () => Controller>> = {
  hive: createHiveBugController,
  boarding: createBoardingBugController,
};
