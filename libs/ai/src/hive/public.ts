// Public API of the `hive` enemy procedures. Re-exported by src/index.ts; list each export by name.
export { bugPlans, createHiveBugController, nextBugMove } from './bug-procedure';
export { fieldToward, occupied, type Occupied } from './fields';
