/**
 * The trigger vocabulary as the engine reads it: plain typed data mirroring
 * libs/scenario-schema/src/schemas/trigger.schema.json (the engine may not import the schema package).
 * scenario-schema's tests check that the name lists below and the schema's closed lists are the same.
 */

export type Op = '=' | '!=' | '<' | '<=' | '>' | '>=';
import type { DoorState } from '../rules/doors/door-state';

export type { DoorState } from '../rules/doors/door-state';
export type AttackKind = 'melee' | 'ranged' | 'vehicle' | 'any';
/** How a unit was killed: an attack, or taken apart by a ruleset's procedure (derelict's salvage). */
export type KillKind = AttackKind | 'salvage';
export type SchemaPhase = 'heroes' | 'enemies' | 'resolution' | 'events' | 'end';
export type ObjectiveState = 'open' | 'done' | 'failed';
export type FlagScope = 'mission' | 'campaign';
export type FlagValue = boolean | number | string;
export type FeatureState = 'present' | 'hidden' | 'carried' | 'removed' | 'destroyed' | 'revealed';

export type Place =
  | 'actor'
  | { readonly feature: string }
  | { readonly tile: string; readonly zone?: string; readonly rooms?: boolean }
  | { readonly x: number; readonly y: number }
  | { readonly near: string; readonly reach?: number }
  /** Where the first enemy of this type on the board stands (a zone ruleset: its zone). */
  | { readonly unit: string }
  | { readonly pick: 'random' | 'players' | 'directional'; readonly from: readonly Place[] };

export type Who =
  | 'actor'
  | 'all-heroes'
  | 'heroes-with-actor'
  | 'random-hero'
  | { readonly carrying: string }
  /** The hero piloting a vehicle feature (MissionHooks.vehicle). */
  | { readonly piloting: string }
  | { readonly in: Place }
  | { readonly class: string }
  /** The players choose one of the heroes `from` names (mission/players-choose.ts). */
  | { readonly pick: 'players'; readonly from: readonly Who[] }
  /** The hero the players chose: the runner's own form, written where the pick was (never in a document). */
  | { readonly hero: string };

export const EVENT_NAMES = [
  'mission-start', 'round-start', 'round-end', 'phase-start', 'phase-end', 'turn-start', 'turn-end', 'interact',
  'collect', 'enter', 'see', 'leave-map', 'door-changed', 'destroyed', 'unit-killed', 'unit-revealed',
  'unit-damaged', 'hero-dies', 'noise', 'objective-done', 'counter-changed', 'alarm', 'wave-start', 'wave-end',
  'tile-placed',
] as const;

export type TriggerEvent =
  | { readonly event: 'mission-start' }
  | { readonly event: 'round-start' | 'round-end'; readonly round?: number }
  | { readonly event: 'phase-start' | 'phase-end'; readonly phase: SchemaPhase }
  | { readonly event: 'turn-start' | 'turn-end'; readonly carrying?: string; readonly class?: string }
  | { readonly event: 'interact' | 'collect'; readonly feature: string; readonly class?: string }
  | { readonly event: 'enter'; readonly place: Place; readonly who?: 'hero' | 'enemy' | 'any'; readonly class?: string }
  | { readonly event: 'see'; readonly place: Place }
  | { readonly event: 'leave-map'; readonly feature?: string; readonly carrying?: string; readonly class?: string }
  | { readonly event: 'door-changed'; readonly door: string; readonly state: DoorState }
  | { readonly event: 'destroyed'; readonly door?: string; readonly feature?: string; readonly by?: AttackKind }
  | { readonly event: 'unit-killed'; readonly unit?: string; readonly by?: KillKind }
  | { readonly event: 'unit-revealed'; readonly unit?: string }
  | { readonly event: 'unit-damaged'; readonly unit: string; readonly below?: number }
  | { readonly event: 'hero-dies'; readonly carrying?: string; readonly class?: string }
  | { readonly event: 'noise'; readonly atLeast: number }
  | { readonly event: 'objective-done'; readonly objective: string }
  | { readonly event: 'counter-changed'; readonly counter: string }
  | { readonly event: 'alarm' }
  | { readonly event: 'wave-start' | 'wave-end'; readonly wave?: number }
  | { readonly event: 'tile-placed'; readonly tag?: string };

export const CONDITION_NAMES = [
  'all', 'any', 'not', 'objective', 'counter', 'count', 'door', 'feature', 'carrying', 'actor', 'all-heroes-in',
  'unit-health', 'round', 'party-size', 'alarm', 'flag', 'has-item', 'campaign', 'vehicle',
] as const;

export type CountOf = 'enemies' | 'enemy-tokens' | 'enemies-and-tokens' | 'heroes' | 'heroes-on-map' | 'heroes-exited' | 'heroes-dead';

export type Condition =
  | { readonly test: 'all' | 'any'; readonly conditions: readonly Condition[] }
  | { readonly test: 'not'; readonly condition: Condition }
  | { readonly test: 'objective'; readonly objective: string; readonly state: ObjectiveState }
  | { readonly test: 'counter'; readonly counter: string; readonly op: Op; readonly value: number; readonly scale?: 'party-size' }
  | {
      readonly test: 'count';
      readonly of: CountOf;
      readonly in?: Place;
      readonly unit?: string;
      readonly class?: string;
      readonly within?: number;
      readonly op: Op;
      readonly value: number;
    }
  | { readonly test: 'door'; readonly door: string; readonly state: DoorState }
  | { readonly test: 'feature'; readonly feature: string; readonly state: FeatureState }
  | { readonly test: 'carrying'; readonly feature: string; readonly who?: Who }
  | { readonly test: 'actor'; readonly class?: string; readonly in?: Place }
  | { readonly test: 'all-heroes-in'; readonly place: Place }
  | { readonly test: 'unit-health'; readonly unit: string; readonly below: number }
  | { readonly test: 'round' | 'party-size'; readonly op: Op; readonly value: number }
  | { readonly test: 'alarm'; readonly raised: boolean }
  | { readonly test: 'flag'; readonly flag: string; readonly scope?: FlagScope; readonly is: FlagValue }
  | { readonly test: 'has-item'; readonly item: string; readonly who?: Who }
  /** The game is a campaign's mission (true) or standalone (false). */
  | { readonly test: 'campaign'; readonly is: boolean }
  | { readonly test: 'vehicle'; readonly feature: string; readonly piloted?: boolean; readonly powered?: boolean; readonly in?: Place };

export const EFFECT_NAMES = [
  'spawn', 'noise', 'unlock', 'lock', 'open', 'close', 'seal', 'reveal', 'place', 'remove', 'move', 'carry', 'drop',
  'give', 'take', 'set', 'add', 'damage', 'actions', 'enemy-state', 'roll', 'message', 'complete', 'fail', 'win',
  'lose', 'enable', 'disable', 'set-option', 'deck', 'boss-card', 'alarm', 'flag', 'change-side', 'test', 'for-each', 'heal',
  'unit-flag', 'injure', 'gain-resolve', 'set-rule', 'draw-keep', 'resolve-test', 'lure', 'pilot',
] as const;

export type EffectName = (typeof EFFECT_NAMES)[number];

export interface RollOutcome {
  readonly min: number;
  readonly max: number;
  readonly do: readonly Effect[];
}

/** The effects the engine runs itself, for every ruleset; the others go to the ruleset's hook. */
export type CoreEffect =
  | { readonly effect: 'open' | 'close' | 'lock' | 'unlock' | 'seal'; readonly door: string }
  | { readonly effect: 'set' | 'add'; readonly counter: string; readonly value: number }
  | { readonly effect: 'roll'; readonly dice: 'd3' | 'd6' | '2d6' | 'd66' | 'directional'; readonly outcomes: readonly RollOutcome[] }
  | { readonly effect: 'message'; readonly title?: string; readonly text: string }
  | { readonly effect: 'complete' | 'fail'; readonly objective: string }
  | { readonly effect: 'win' | 'lose'; readonly text?: string }
  | { readonly effect: 'enable' | 'disable'; readonly trigger: string }
  | { readonly effect: 'alarm' }
  | { readonly effect: 'noise'; readonly at: Place; readonly level: number }
  | { readonly effect: 'flag'; readonly flag: string; readonly scope?: FlagScope; readonly value?: FlagValue }
  | { readonly effect: 'change-side'; readonly who?: Who; readonly unit?: string; readonly in?: Place; readonly side: 'heroes' | 'enemies' }
  | {
      readonly effect: 'test';
      readonly label?: string;
      readonly dice: 'd3' | 'd6';
      readonly count?: number;
      readonly atLeast: number;
      readonly pass?: readonly Effect[];
      readonly fail?: readonly Effect[];
    }
  | { readonly effect: 'for-each'; readonly heroes?: Who; readonly enemies?: EnemyChoice; readonly do: readonly Effect[] }
  | { readonly effect: 'injure'; readonly who: Who; readonly injuries?: number }
  | { readonly effect: 'gain-resolve'; readonly who: Who; readonly resolve: number };

export interface EnemySelector {
  readonly unit?: string;
  readonly in?: Place;
}

/** A for-each's enemies: a selector, the players' pick among them (mission/enemy-pick.ts), or the one they chose. */
export type EnemyChoice =
  | EnemySelector
  | { readonly pick: 'players'; readonly from: readonly EnemySelector[] }
  /** The enemy the players chose: the runner's own form, written where the pick was (never in a document). */
  | { readonly enemy: string };

/** Effects whose meaning lives in a ruleset (its units, tokens, items, decks): kept as the author wrote them. */
export interface RulesetEffect {
  readonly effect: Exclude<EffectName, CoreEffect['effect']>;
  readonly [field: string]: unknown;
}

export type Effect = CoreEffect | RulesetEffect;

export interface Trigger {
  readonly id: string;
  readonly label?: string;
  readonly on: TriggerEvent;
  readonly if?: Condition;
  readonly do: readonly Effect[];
  readonly once?: boolean;
  readonly enabled?: boolean;
}

export interface MissionObjective {
  readonly id: string;
  readonly label: string;
  readonly kind?: string;
  readonly count?: number;
  readonly optional?: boolean;
  readonly feature?: string;
}
