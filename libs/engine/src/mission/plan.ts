import type { TileDefinition } from '../board/tile';
import { ruleEntriesOf, type RuleEntry } from '../rulesets/rule-modifiers';
import type { ObjectiveRecord } from './mission-state';
import type { MissionDoorInput } from '../rules/doors/door-state';
import { missionDoorSetups, type DoorSetup } from '../rules/doors/doors';
import type { Condition, MissionObjective, Trigger } from './vocabulary';

/** What the engine reads from a mission to build its plan (scenario-schema's validated `Mission` fits). */
export interface MissionPlanInput {
  readonly triggers?: readonly object[];
  readonly objectives?: readonly MissionObjective[];
  readonly victory?: unknown;
  readonly defeat?: unknown;
  /** Named ruleset modifiers (rulesets/rule-modifiers.ts), validated against the ruleset's own schema. */
  readonly rules?: unknown;
  /** The mission's doors (state at setup, health, who can break them, label): loaded into `GameState.doors` at start. */
  readonly doors?: readonly MissionDoorInput[];
}

/** A chain of triggers firing triggers deeper than this stops with a `trigger-cascade-stopped` event. */
export const CASCADE_LIMIT = 32;
/** At most this many trigger firings in one step, however the chain branches. */
export const FIRINGS_PER_STEP = 1024;

/**
 * A mission compiled once at setup: its triggers indexed by the event they wait for (document order
 * kept), its victory and defeat conditions and its objectives. Immutable and shared by every state of
 * the game; what changes lives in `GameState.mission`.
 */
export interface MissionPlan {
  readonly triggers: readonly Trigger[];
  /** Trigger indices by the schema event name they wait for, each list in document order. */
  readonly byEvent: ReadonlyMap<string, readonly number[]>;
  readonly objectives: readonly ObjectiveRecord[];
  readonly victory: Condition | null;
  readonly defeat: Condition | null;
  /** Tags of each tile definition by id ("tile-placed" with `tag`). */
  readonly tileTags: ReadonlyMap<string, readonly string[]>;
  /** Unit types whose starting health the runner records (unit-damaged, unit-health). */
  readonly healthTracked: ReadonlySet<string>;
  readonly cascadeLimit: number;
  /** The mission's named ruleset modifiers, in document order: the ruleset's setup reads its own. */
  readonly rules: readonly RuleEntry[];
  /** The mission's doors as setup records (rules/doors): `createEngine(...).start` puts them in place. */
  readonly doors: readonly DoorSetup[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isTrigger = (value: object): value is Trigger => {
  const t = value as Record<string, unknown>;
  return typeof t['id'] === 'string' && isObject(t['on']) && typeof t['on']['event'] === 'string' && Array.isArray(t['do']);
};

/** `{ "test": "round", "op": ">", "value": N }` (or ">=" N+1) anywhere in a defeat condition's top level: N, the last round played. */
export function roundLimitOf(defeat: unknown): number | null {
  if (!isObject(defeat) || defeat['test'] !== 'round' || typeof defeat['value'] !== 'number') return null;
  if (defeat['op'] === '>') return defeat['value'];
  if (defeat['op'] === '>=') return defeat['value'] - 1;
  return null;
}

function healthTypes(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) healthTypes(item, into);
  else if (isObject(node)) {
    if ((node['event'] === 'unit-damaged' || node['test'] === 'unit-health') && typeof node['unit'] === 'string') into.add(node['unit']);
    for (const value of Object.values(node)) healthTypes(value, into);
  }
}

/**
 * Compiles a validated mission's triggers, conditions and objectives. Malformed entries (which schema
 * validation already refuses) are skipped rather than trusted: the plan holds only well-shaped triggers.
 */
export function compileMissionPlan(mission: MissionPlanInput, tiles: readonly TileDefinition[] = []): MissionPlan {
  const triggers = (mission.triggers ?? []).filter(isTrigger);
  const byEvent = new Map<string, number[]>();
  triggers.forEach((trigger, index) => {
    const list = byEvent.get(trigger.on.event) ?? [];
    list.push(index);
    byEvent.set(trigger.on.event, list);
  });
  const healthTracked = new Set<string>();
  healthTypes(triggers, healthTracked);
  healthTypes([mission.victory, mission.defeat], healthTracked);
  return {
    triggers,
    byEvent,
    objectives: (mission.objectives ?? []).map((o) => ({ id: o.id, label: o.label, optional: o.optional ?? false, state: 'open' as const })),
    victory: isObject(mission.victory) ? (mission.victory as unknown as Condition) : null,
    defeat: isObject(mission.defeat) ? (mission.defeat as unknown as Condition) : null,
    tileTags: new Map(tiles.map((tile) => [tile.id, tile.tags ?? []])),
    healthTracked,
    cascadeLimit: CASCADE_LIMIT,
    rules: ruleEntriesOf(mission.rules),
    doors: missionDoorSetups(mission.doors),
  };
}

/** True when the plan asks nothing of the engine (no triggers, no conditions, no objectives). */
export const isEmptyPlan = (plan: MissionPlan): boolean =>
  plan.triggers.length === 0 && plan.victory === null && plan.defeat === null && plan.objectives.length === 0;
