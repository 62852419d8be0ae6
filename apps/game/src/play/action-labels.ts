import type { NameOf } from './describe-event';

/** Any legal action: a type, the side taking it, and the fields its ruleset gives it. */
export type AnyAction = { readonly type: string; readonly side: string } & Readonly<Record<string, unknown>>;

interface CellLike {
  readonly x: number;
  readonly y: number;
}

const isCell = (value: unknown): value is CellLike =>
  value !== null && typeof value === 'object' && Number.isInteger((value as CellLike).x) && Number.isInteger((value as CellLike).y);

const humanise = (id: string) => id.replace(/[-_#]/g, ' ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a move action ends, and what it costs in steps; undefined for actions that are not moves. */
export function moveDestination(action: AnyAction): (CellLike & { cost: number }) | undefined {
  const path = action['path'];
  if (Array.isArray(path) && path.length > 1 && path.every(isCell)) {
    const end = path[path.length - 1] as CellLike;
    return { x: end.x, y: end.y, cost: path.length - 1 };
  }
  return undefined;
}

/** A button's words for a legal action, from its type and fields (no ruleset needs to be known). */
export function describeAction(action: AnyAction, nameOf: NameOf): string {
  const parts: string[] = [];
  switch (action.type) {
    case 'activate':
      return `Act with ${nameOf(String(action['unit']))}`;
    case 'end-activation':
      return 'End this turn';
    case 'end-phase':
      return 'End the phase';
    case 'pass':
      return 'Pass';
  }
  parts.push(capital(humanise(action.type)));
  const target = action['target'];
  if (typeof target === 'string') parts.push(nameOf(target));
  const to = action['to'];
  if (typeof to === 'string') parts.push(`to ${nameOf(to)}`);
  const item = action['item'];
  if (typeof item === 'string') parts.push(`(${humanise(item)})`);
  for (const key of ['edge', 'direction', 'rotation']) {
    const value = action[key];
    if (typeof value === 'string' || typeof value === 'number') parts.push(`${typeof value === 'number' ? `${value}°` : humanise(value)}`);
  }
  const at = action['at'];
  if (isCell(at)) parts.push(`at (${at.x}, ${at.y})`);
  return parts.join(' ');
}

/** One action of a kind that targets a cell, at its cell; moves also have their path and cost. */
export interface CellChoice {
  readonly action: AnyAction;
  readonly x: number;
  readonly y: number;
  readonly cost?: number;
  readonly path?: readonly CellLike[];
}

/** Actions that differ only in the cell they target (e.g. a grenade thrown at one of many squares): one button, then a cell. */
export interface CellPick {
  /** Stable while the same kind of action is offered (its unit and words). */
  readonly id: string;
  /** The button's words, without a cell, e.g. "Use item (frag grenade)". */
  readonly label: string;
  /** Choices by cell key "x,y". */
  readonly cells: ReadonlyMap<string, CellChoice>;
}

export interface GroupedActions {
  /** Move actions by destination cell key "x,y" (the cheapest path when several reach the same cell). */
  readonly moves: ReadonlyMap<string, CellChoice & { cost: number }>;
  /** Actions that target a cell (`at`), one pick per kind, in the engine's order of their first action. */
  readonly picks: readonly CellPick[];
  /** Everything else, in the engine's order. */
  readonly others: readonly AnyAction[];
}

export function groupActions(actions: readonly AnyAction[], nameOf: NameOf = (id) => id): GroupedActions {
  const moves = new Map<string, CellChoice & { cost: number }>();
  const picks = new Map<string, CellPick & { cells: Map<string, CellChoice> }>();
  const others: AnyAction[] = [];
  for (const action of actions) {
    const at = action['at'];
    if (isCell(at)) {
      const label = describeAction({ ...action, at: undefined }, nameOf);
      const id = `${String(action['unit'] ?? '')}|${label}`;
      const pick = picks.get(id) ?? { id, label, cells: new Map<string, CellChoice>() };
      picks.set(id, pick);
      if (!pick.cells.has(`${at.x},${at.y}`)) pick.cells.set(`${at.x},${at.y}`, { action, x: at.x, y: at.y });
      continue;
    }
    const end = moveDestination(action);
    if (!end) {
      others.push(action);
      continue;
    }
    const key = `${end.x},${end.y}`;
    const known = moves.get(key);
    if (!known || end.cost < known.cost) moves.set(key, { action, ...end, path: action['path'] as CellLike[] });
  }
  return { moves, picks: [...picks.values()], others };
}
