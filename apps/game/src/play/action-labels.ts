import { cellName, type PresentContext, type RulesetPresentation } from '@breachline/engine';

/** Any legal action: a type, the side taking it, and the fields its ruleset gives it. */
export type AnyAction = { readonly type: string; readonly side: string } & Readonly<Record<string, unknown>>;

interface CellLike {
  readonly x: number;
  readonly y: number;
}

/** The core's turn-keeping actions: shown to whoever acts, never grouped under a unit. */
const CORE = new Set(['activate', 'end-activation', 'end-phase', 'pass']);

/** An action with its words from the ruleset's face: what it does, its odds, its key. */
export interface LabeledAction {
  readonly action: AnyAction;
  readonly label: string;
  readonly odds?: string;
  readonly key?: string;
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
  /** The button's words, without a cell, e.g. "Use frag grenade". */
  readonly label: string;
  /** Choices by cell key "x,y". */
  readonly cells: ReadonlyMap<string, CellChoice>;
}

/** A unit, door or zone on the board that actions aim at: clicking it takes them (one) or offers them (several). */
export interface BoardTarget {
  readonly x: number;
  readonly y: number;
  /** 'ally' for a unit of the viewer's own side (choose who acts, heal, hand an item), 'unit' for another side's. */
  readonly kind: 'unit' | 'ally' | 'door' | 'zone';
  /** Its actions, one per distinct label (twenty identical attacks on one bug are one). */
  readonly choices: readonly LabeledAction[];
}

/** Actions of one type its face groups (noise at each level): one bar button that offers them. */
export interface ActionGroup {
  readonly label: string;
  readonly choices: readonly LabeledAction[];
}

/** An entry of the action bar: an action taken at once, a pick that asks for its cell first, or a group that offers its choices. */
export type BarEntry =
  | { readonly kind: 'action'; readonly entry: LabeledAction }
  | { readonly kind: 'pick'; readonly pick: CellPick }
  | { readonly kind: 'group'; readonly group: ActionGroup };

export interface GroupedActions {
  /** The units whose actions are legal now (command points may let every trooper act), in the engine's order. */
  readonly actors: readonly string[];
  /** The unit the board and bar offer actions for. */
  readonly unit: string | undefined;
  /** Its moves by destination cell key "x,y" (the cheapest path when several reach the same cell). */
  readonly moves: ReadonlyMap<string, CellChoice & { cost: number }>;
  /** Its actions that target a cell, one pick per kind. */
  readonly picks: readonly CellPick[];
  /** What its actions (and choosing who acts) aim at, by cell key. */
  readonly targets: ReadonlyMap<string, BoardTarget>;
  /** The bar: every other action of the unit, the turn's own actions and one entry per pick, in the engine's order. */
  readonly bar: readonly BarEntry[];
}

const keyOf = (cell: CellLike) => `${cell.x},${cell.y}`;

/** The squares of a zone, by its id. */
function zoneCells(ctx: PresentContext, id: string): CellLike[] {
  const zone = ctx.board.zones.find((z) => z.id === id);
  return (zone?.cells ?? []).map((c) => ({ x: c % ctx.board.width, y: Math.floor(c / ctx.board.width) }));
}

/** The button's words: what it does, and its chance when it has one. */
export function buttonText(entry: LabeledAction): string {
  return entry.odds ? `${entry.label} — ${entry.odds}` : entry.label;
}

/** A bar entry's words: an action's own; a pick's or a group's with "…", as it asks for more. */
export function barLabel(entry: BarEntry): string {
  if (entry.kind === 'action') return entry.entry.label;
  return `${entry.kind === 'pick' ? entry.pick.label : entry.group.label}…`;
}

/** The acting units in the engine's order (the core's turn-keeping actions name no actor). */
function actorsOf(actions: readonly AnyAction[]): string[] {
  const seen = new Set<string>();
  for (const action of actions) if (!CORE.has(action.type) && typeof action['unit'] === 'string') seen.add(action['unit']);
  return [...seen];
}

/**
 * Sorts legal actions for the screen through the ruleset's face: the chosen unit's moves (by square),
 * cell picks, board targets (by square) and the rest, each labelled. `selected` picks whose actions are
 * shown when several units may act (default: the acting unit, else the first).
 */
export function groupActions(actions: readonly AnyAction[], face: RulesetPresentation, ctx: PresentContext, selected?: string): GroupedActions {
  const actors = actorsOf(actions);
  const actor = ctx.view.turn?.actor ?? undefined;
  const unit = selected !== undefined && actors.includes(selected) ? selected : actor !== undefined && actors.includes(actor) ? actor : actors[0];
  const moves = new Map<string, CellChoice & { cost: number }>();
  const picks = new Map<string, CellPick & { cells: Map<string, CellChoice> }>();
  const targets = new Map<string, BoardTarget & { choices: LabeledAction[] }>();
  const bar: BarEntry[] = [];
  const labelled = new Set<string>();
  const groups = new Map<string, { label: string; choices: LabeledAction[]; at: number }>();
  for (const action of actions) {
    const own = action['unit'];
    if (!CORE.has(action.type) && typeof own === 'string' && own !== unit) continue;
    const actionFace = face.action(action.type);
    if (!actionFace) continue;
    const target = actionFace.targetOf(action, ctx);
    const label = actionFace.label(action, ctx);
    const odds = actionFace.odds?.(action, ctx);
    const entry: LabeledAction = { action, label, ...(odds ? { odds } : {}), ...(actionFace.key ? { key: actionFace.key } : {}) };
    if (target.kind === 'cell' && actionFace.primary) {
      const cost = target.cost ?? 1;
      const known = moves.get(keyOf(target.cell));
      if (!known || cost < known.cost) moves.set(keyOf(target.cell), { action, x: target.cell.x, y: target.cell.y, cost, ...(target.path ? { path: target.path } : {}) });
      continue;
    }
    if (target.kind === 'cell') {
      const pickLabel = actionFace.pickLabel?.(action, ctx) ?? label.replace(` at ${cellName(target.cell)}`, '');
      const id = `${String(own ?? '')}|${action.type}|${pickLabel}`;
      let pick = picks.get(id);
      if (!pick) {
        pick = { id, label: pickLabel, cells: new Map<string, CellChoice>() };
        picks.set(id, pick);
        bar.push({ kind: 'pick', pick });
      }
      if (!pick.cells.has(keyOf(target.cell))) pick.cells.set(keyOf(target.cell), { action, x: target.cell.x, y: target.cell.y });
      continue;
    }
    if (labelled.has(label)) continue;
    labelled.add(label);
    // Aimed actions stay apart: the board's targets and the bar's scrolling row offer them.
    const aimed = (target.kind === 'unit' || target.kind === 'door' || target.kind === 'zone') && target.cell !== undefined;
    const groupLabel = aimed ? undefined : actionFace.group?.(action, ctx);
    if (groupLabel !== undefined) {
      const id = `${action.type}|${groupLabel}`;
      const known = groups.get(id);
      if (known) known.choices.push(entry);
      else {
        groups.set(id, { label: groupLabel, choices: [entry], at: bar.length });
        bar.push({ kind: 'action', entry });
      }
      continue;
    }
    bar.push({ kind: 'action', entry });
    if ((target.kind === 'unit' || target.kind === 'door' || target.kind === 'zone') && target.cell) {
      // A zone is picked by any of its squares.
      const cells = target.kind === 'zone' ? zoneCells(ctx, target.zone) : [target.cell];
      for (const cell of cells.length > 0 ? cells : [target.cell]) {
        const cellKey = keyOf(cell);
        const own = target.kind === 'unit' && ctx.view.units.find((u) => u.id === target.unit)?.side === ctx.view.viewer;
        const known = targets.get(cellKey) ?? { x: cell.x, y: cell.y, kind: own ? 'ally' : target.kind, choices: [] };
        targets.set(cellKey, known);
        known.choices.push(entry);
      }
    }
  }
  // A group of one stays a plain button; two or more become one button in the first one's place.
  for (const group of groups.values()) if (group.choices.length > 1) bar[group.at] = { kind: 'group', group: { label: group.label, choices: group.choices } };
  return { actors, unit, moves, picks: [...picks.values()], targets, bar };
}

/** What a press on a board cell does: a pick's or a move's action, a target's one action, a target's several to choose from, or a unit to select. */
export type CellPress =
  | { readonly kind: 'act'; readonly action: AnyAction }
  | { readonly kind: 'choose'; readonly target: BoardTarget }
  | { readonly kind: 'select'; readonly unit: string }
  | { readonly kind: 'none' };

export function pressCell(grouped: GroupedActions, cell: CellLike, pick: CellPick | undefined, unitAt: (cell: CellLike) => string | undefined): CellPress {
  const key = keyOf(cell);
  if (pick) {
    const choice = pick.cells.get(key);
    return choice ? { kind: 'act', action: choice.action } : { kind: 'none' };
  }
  const move = grouped.moves.get(key);
  if (move) return { kind: 'act', action: move.action };
  const target = grouped.targets.get(key);
  if (target && target.choices.length === 1 && target.choices[0]) return { kind: 'act', action: target.choices[0].action };
  if (target) return { kind: 'choose', target };
  const unit = unitAt(cell);
  if (unit !== undefined && unit !== grouped.unit && grouped.actors.includes(unit)) return { kind: 'select', unit };
  return { kind: 'none' };
}
