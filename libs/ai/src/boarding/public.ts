// Public API of the boarding bugs' and blips' procedure. Re-exported by src/index.ts; list each export by name.
export { createBoardingBugController } from './bug-procedure';
