import type { GameStatus, Side, Unit } from '../../game/game-state';
import type { RolledDie } from '../random/dice';
import type { Json } from '../state/canonical-hash';

/** How a unit or door was brought down, for triggers that care ("unit-killed" by melee…). */
export type AttackKind = 'melee' | 'ranged' | 'vehicle';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/**
 * What happened, for the screen: each apply returns these so the view animates without diffing states.
 * Events carry only what is public once it happens (a token's contents travel only in `revealed`);
 * cards drawn in secret are blanked per side by `eventsForSide`.
 */
export type GameEvent =
  | { readonly type: 'game-started'; readonly round: number }
  | { readonly type: 'round-started'; readonly round: number }
  | { readonly type: 'phase-changed'; readonly phase: string; readonly side: Side | null; readonly round: number }
  | { readonly type: 'activated'; readonly unit: string }
  | { readonly type: 'activation-ended'; readonly unit: string }
  | { readonly type: 'reaction-opened'; readonly side: Side; readonly kind: string; readonly trigger: string | null }
  | { readonly type: 'reaction-closed'; readonly side: Side; readonly kind: string }
  | { readonly type: 'moved'; readonly unit: string; readonly path: readonly Cell[] }
  | { readonly type: 'dice-rolled'; readonly purpose: string; readonly by: string | null; readonly dice: readonly RolledDie[]; readonly total: number }
  | { readonly type: 'hit'; readonly unit: string; readonly by: string | null; readonly damage: number; readonly health: number }
  | { readonly type: 'missed'; readonly unit: string; readonly by: string | null }
  /** `at`: the square the unit fell on (a dead unit is kept in the state but taken off the board). */
  | { readonly type: 'killed'; readonly unit: string; readonly by: string | null; readonly attack?: AttackKind | 'salvage'; readonly at?: Cell }
  | { readonly type: 'spawned'; readonly unit: Unit }
  | { readonly type: 'token-placed'; readonly token: string; readonly kind: string; readonly x: number; readonly y: number }
  | { readonly type: 'token-removed'; readonly token: string }
  | { readonly type: 'revealed'; readonly token: string; readonly kind: string; readonly contents: Json }
  | { readonly type: 'noise-placed'; readonly x: number; readonly y: number; readonly level: number }
  | { readonly type: 'door-opened'; readonly door: string }
  | { readonly type: 'door-closed'; readonly door: string }
  | { readonly type: 'tile-placed'; readonly tile: string; readonly x: number; readonly y: number; readonly rotation: number }
  | { readonly type: 'card-drawn'; readonly deck: string; readonly card: string | null; readonly secretFrom: Side | null }
  | { readonly type: 'card-discarded'; readonly deck: string; readonly card: string }
  | { readonly type: 'deck-reshuffled'; readonly deck: string; readonly burned: string | null; readonly secretFrom: Side | null }
  | { readonly type: 'counter-changed'; readonly counter: string; readonly value: number }
  | { readonly type: 'message'; readonly text: string; readonly title?: string }
  // What mission triggers listen for (libs/engine/src/mission): rulesets emit these when they happen.
  | { readonly type: 'round-ended'; readonly round: number }
  | { readonly type: 'phase-ended'; readonly phase: string; readonly side: Side | null; readonly round: number }
  | { readonly type: 'interacted'; readonly unit: string; readonly feature: string }
  | { readonly type: 'collected'; readonly unit: string; readonly feature: string }
  | { readonly type: 'left-map'; readonly unit: string; readonly feature: string | null }
  | { readonly type: 'door-changed'; readonly door: string; readonly state: 'open' | 'closed' | 'locked' | 'sealed' | 'destroyed'; readonly by?: AttackKind }
  | { readonly type: 'feature-destroyed'; readonly feature: string; readonly by?: AttackKind }
  | { readonly type: 'alarm-raised' }
  | { readonly type: 'wave-started'; readonly wave: number }
  | { readonly type: 'wave-ended'; readonly wave: number }
  // What the mission's triggers did (the game log shows them).
  | { readonly type: 'objective-changed'; readonly objective: string; readonly label: string; readonly state: 'open' | 'done' | 'failed' }
  | { readonly type: 'trigger-fired'; readonly trigger: string }
  | { readonly type: 'flag-set'; readonly flag: string; readonly scope: 'mission' | 'campaign'; readonly value: boolean | number | string }
  | { readonly type: 'side-changed'; readonly unit: string; readonly side: Side }
  | { readonly type: 'healed'; readonly unit: string; readonly amount: number; readonly health: number }
  | { readonly type: 'hero-sheet-changed'; readonly unit: string; readonly stat: 'injuries' | 'resolve' | 'xp' | 'level'; readonly value: number }
  | { readonly type: 'rule-changed'; readonly rule: string; readonly value: number }
  | { readonly type: 'test-made'; readonly label: string | null; readonly total: number; readonly atLeast: number; readonly passed: boolean }
  | { readonly type: 'trigger-cascade-stopped'; readonly trigger: string; readonly depth: number; readonly message: string }
  | { readonly type: 'trigger-effect-unsupported'; readonly trigger: string; readonly effect: string; readonly ruleset: string; readonly message: string }
  // The pending-decision stack (rules/core/decisions.ts): a choice asked in the middle of a resolution, and its answer.
  | { readonly type: 'decision-opened'; readonly decision: string; readonly side: Side; readonly kind: string; readonly prompt: string; readonly options: readonly { readonly id: string; readonly label: string }[] }
  | { readonly type: 'decision-made'; readonly decision: string; readonly side: Side; readonly option: string; readonly label: string }
  | { readonly type: 'game-over'; readonly status: Exclude<GameStatus, { kind: 'playing' }> };

export type GameEventType = GameEvent['type'];

/**
 * The events as `side` may see them: cards drawn or burned in secret from that side lose their
 * identity. Everything else in an event is public once it happens (contents travel only in
 * `revealed`, which is the moment they become public); `hiddenLeak` checks it.
 */
export function eventsForSide(events: readonly GameEvent[], side: Side): GameEvent[] {
  return events.map((event) => {
    if (event.type === 'card-drawn' && event.secretFrom === side) return { ...event, card: null };
    if (event.type === 'deck-reshuffled' && event.secretFrom === side && event.burned !== null) return { ...event, burned: null };
    return event;
  });
}
