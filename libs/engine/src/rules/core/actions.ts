import type { Side } from '../../game/game-state';

/** Every action names the side taking it, so "the wrong side acting" is refused rather than guessed. */
export interface ActionBase {
  readonly type: string;
  readonly side: Side;
}

/** The phase machine's own actions, common to every ruleset. */
export type CoreAction =
  /** Choose the next unit to activate (when the side chooses the order). */
  | { readonly type: 'activate'; readonly side: Side; readonly unit: string }
  /** Finish the active unit's activation (unused budget is lost). */
  | { readonly type: 'end-activation'; readonly side: Side }
  /** Finish a phase in which the side acts freely. */
  | { readonly type: 'end-phase'; readonly side: Side }
  /** Decline (or stop) reacting in a reaction window. */
  | { readonly type: 'pass'; readonly side: Side }
  /** Answer the pending decision (rules/core/decisions.ts) with one of its options. */
  | { readonly type: 'choose'; readonly side: Side; readonly decision: string; readonly option: string };

export const CORE_ACTION_TYPES: ReadonlySet<string> = new Set(['activate', 'end-activation', 'end-phase', 'pass', 'choose']);

/** Everything `apply` accepts for a ruleset whose own actions are `A`. */
export type Action<A extends ActionBase = ActionBase> = CoreAction | A;

export function isCoreAction(action: ActionBase): action is CoreAction {
  switch (action.type) {
    case 'activate':
    case 'end-activation':
    case 'end-phase':
    case 'pass':
    case 'choose':
      return true;
    default:
      return false;
  }
}

/** A plain object with a string `type` and a valid `side`: the least an action must be. */
export function hasActionShape(value: unknown): value is ActionBase {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record['type'] === 'string' && (record['side'] === 'heroes' || record['side'] === 'enemies');
}

/**
 * Whether two actions say the same thing: the same fields with equal values, in any order. Actions come
 * from screens, bots, saves and share links, each building its objects its own way, so key order is not
 * part of an action's meaning (comparing `JSON.stringify` text would refuse `{type, unit, side}` listed
 * as `{type, side, unit}`).
 */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameAction(aRecord[key], bRecord[key]));
}
