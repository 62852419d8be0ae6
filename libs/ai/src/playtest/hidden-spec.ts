import { NOTHING_EXTRA_HIDDEN, type HiddenSpec } from '../bots/ai-face';
import { aiFaceFor } from '../bots/ai-faces';

export type { HiddenSpec } from '../bots/ai-face';

/**
 * What a ruleset keeps from the heroes beyond what the engine's own structures mark as hidden (its
 * AI face's `hidden`), for the hidden-information checks; nothing extra for a ruleset without a face.
 */
export function hiddenSpecOf(ruleset: string): HiddenSpec {
  return aiFaceFor(ruleset)?.hidden ?? NOTHING_EXTRA_HIDDEN;
}
