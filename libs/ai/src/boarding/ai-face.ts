import type { AiFace } from '../bots/ai-face';
import { BOARDING_HEURISTICS } from '../bots/heuristics/boarding';
import { createBoardingBugController } from './bug-procedure';
import { redealBlips } from './determinise';

/** Boarding's AI face: the bugs' and blips' procedure, the troopers' heuristics, the blips' re-deal. */
export const BOARDING_AI: AiFace = {
  enemy: createBoardingBugController,
  heuristics: BOARDING_HEURISTICS,
  determinise: redealBlips,
  // boarding.md §3.3: the blip pool is drawn face down; only the bug side learns what a blip holds.
  hidden: { secretOrders: [], inferableTokens: [], revealingEvents: [], secretDecks: ['blips'] },
};
