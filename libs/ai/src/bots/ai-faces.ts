import { isRulesetId, type RulesetId } from '@breachline/engine';
import { BOARDING_AI } from '../boarding/ai-face';
import { HIVE_AI } from '../hive/ai-face';
import { HORDE_AI } from '../horde/ai-face';
import { DERELICT_AI } from '../derelict/ai-face';
import { INFILTRATION_AI } from '../infiltration/ai-face';
import type { AiFace } from './ai-face';
import type { Controller } from './controller';

/**
 * The AI face of every playable ruleset, one line each. Typed by the engine's `RulesetId`: a ruleset
 * registered in the engine without its AI face here does not compile.
 */
export const AI_FACES = { hive: HIVE_AI, boarding: BOARDING_AI, derelict: DERELICT_AI, horde: HORDE_AI, infiltration: INFILTRATION_AI } as const satisfies Readonly<Record<RulesetId, AiFace>>;

/** The AI face for a ruleset id, or undefined (own entries only: "constructor" is no ruleset). */
export function aiFaceFor(ruleset: string): AiFace | undefined {
  return isRulesetId(ruleset) ? AI_FACES[ruleset] : undefined;
}

/**
 * The default enemy controller of each ruleset, looked up by id (derived from `AI_FACES`; prototype-free,
 * so an id such as "constructor" finds nothing).
 */
export const ENEMY_CONTROLLERS: Readonly<Record<string, () => Controller>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, () => Controller>,
    Object.fromEntries(Object.entries(AI_FACES).map(([id, face]) => [id, face.enemy])),
  ),
);
