// The rulesets an author may write a mission for: the mission format's own list, each named by the ruleset's
// presentation face. Nothing here names a ruleset, so one added to the format and the engine appears by itself.
import { presentationFor } from '@breachline/engine';
import { missionSchema, type Mission } from '@breachline/scenario-schema';

export type RulesetId = Mission['ruleset'];

const schema = missionSchema as unknown as { $defs?: { rulesetId?: { enum?: readonly unknown[] } } };

/** Every ruleset id the mission format accepts, in its order. */
export const RULESET_IDS: readonly RulesetId[] = (schema.$defs?.rulesetId?.enum ?? []).filter((id): id is RulesetId => typeof id === 'string');

/** Whether `id` is a ruleset the format knows (a plain lookup: "constructor" or "__proto__" is none). */
export const isRulesetId = (id: unknown): id is RulesetId => typeof id === 'string' && (RULESET_IDS as readonly string[]).includes(id);

/** The rulesets with the names players know them by ("Hive crawl"); a ruleset without a face yet is named from its id. */
export const RULESETS: readonly { id: RulesetId; name: string }[] = RULESET_IDS.map((id) => ({ id, name: presentationFor(id).name }));
