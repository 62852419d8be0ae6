import type { Board } from '../../board/board';
import type { GameView } from '../hidden/view';
import type { Unit } from '../../game/game-state';
import type { GameEvent } from './events';
import type { DecisionOption } from './decision-state';

/**
 * The presentation face of a ruleset: how the apps show its actions, units, board and events, as pure
 * data and functions (no React, no three). The game and the board view draw only through it, so nothing
 * in them names a ruleset.
 */

/** What an action points at on the board or in the hand. */
export type TargetKind = 'cell' | 'zone' | 'unit' | 'door' | 'card' | 'item' | 'none';

export interface BoardCell {
  readonly x: number;
  readonly y: number;
}

/** Any legal action as the apps hold it: a type, a side, and the fields its ruleset gives it. */
export type ShownAction = { readonly type: string; readonly side: string } & Readonly<Record<string, unknown>>;

/** Where one action points, for the board: a square (with a move's cost and path), a unit, a door or a zone. */
export type ActionTarget =
  | { readonly kind: 'cell'; readonly cell: BoardCell; readonly cost?: number; readonly path?: readonly BoardCell[] }
  | { readonly kind: 'unit'; readonly unit: string; readonly cell: BoardCell | undefined }
  | { readonly kind: 'door'; readonly door: string; readonly cell: BoardCell | undefined }
  | { readonly kind: 'zone'; readonly zone: string; readonly cell: BoardCell | undefined }
  | { readonly kind: 'card' | 'item'; readonly id: string }
  | { readonly kind: 'none' };

/** What the face reads to word things: the viewing side's view, the board, names. */
export interface PresentContext {
  // Each ruleset reads its own `ext`; the face narrows it.
  readonly view: GameView;
  readonly board: Board;
  /** A unit's display name from its id. */
  nameOf(unitId: string): string;
  /** A tile's display name from its id (the name the editor shows). */
  tileName(tileId: string): string;
}

export interface ActionFace {
  readonly target: TargetKind;
  /** A move: clicking a highlighted square takes it, without choosing the action first. */
  readonly primary?: boolean;
  /** A key that takes the selected unit's first action of this type (besides 1–9). */
  readonly key?: string;
  /** Where the action points. */
  targetOf(action: ShownAction, ctx: PresentContext): ActionTarget;
  /** What it does, e.g. "Turn left (1 AP)", "Attack Small bug at C4". */
  label(action: ShownAction, ctx: PresentContext): string;
  /** The words of the button that starts choosing a square for it, e.g. "Throw frag grenade". */
  pickLabel?(action: ShownAction, ctx: PresentContext): string;
  /** The chance of success before committing, e.g. "hits on 4+ (50%)". */
  odds?(action: ShownAction, ctx: PresentContext): string | undefined;
  /**
   * Several actions of this type (noise at three levels, a trade with each neighbour) share one bar button
   * with these words, e.g. "Make noise", that offers them as choices: the bar stays short.
   */
  group?(action: ShownAction, ctx: PresentContext): string;
}

/** One named stat on a unit card, already formatted ("Ammo 8/10"). */
export interface ShownStat {
  readonly label: string;
  readonly value: string;
}

/** The body a figure is built on, and what it carries: generic, so later rulesets reuse them. */
export type FigureBody = 'armoured' | 'humanoid' | 'bug' | 'stalker' | 'blip' | 'beast' | 'machine' | 'monster';
export type FigureGear = 'rifle' | 'heavy-gun' | 'flamer' | 'launcher' | 'antenna' | 'pennant' | 'blade' | 'pistol' | 'medkit' | 'visor' | 'crest' | 'toolkit';

/** How one unit is drawn: its body, gear, size (1 or 2 cells square) and scale. */
export interface FigureRecipe {
  readonly body: FigureBody;
  readonly gear: readonly FigureGear[];
  readonly scale: number;
  /** Cells it covers along each side: 2 for a 2×2 figure. */
  readonly size: 1 | 2;
  /** Its own colour; default: the hero's colour, or the enemy colour. */
  readonly color?: string;
}

export type BoardSetting = 'hive' | 'ship' | 'battlefield' | 'castle' | 'station';

/** The colours a board is built in, per setting. */
export interface BoardMaterial {
  readonly setting: BoardSetting;
  readonly floor: string;
  readonly floorAlternate: string;
  readonly wallBlock: string;
  readonly edgeWall: string;
  readonly door: string;
  readonly doorOpen: string;
  readonly background: string;
}

/** A value the HUD tracks: round, command points, alarm… */
export interface ShownTracker {
  readonly label: string;
  readonly value: string;
}

/** A kind of token or marker drawn on the board for as long as it lies there. */
export interface TokenFace {
  readonly label: string;
  readonly color: string;
  readonly shape: 'hex' | 'disc' | 'square' | 'ring';
}

/** A marker the ruleset keeps in its own state (inferno, objective) drawn like a token, with a count where it has one. */
export interface ShownMarker {
  readonly id: string;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly count?: number;
}

/**
 * Squares of one kind of ground the board tints flat under the figures (cover, difficult, dangerous…): data
 * only, so the board draws every kind in one batch and names no ruleset. `cells` are indices y × width + x.
 */
export interface ShownGroundMark {
  readonly kind: string;
  /** What a player reads for it, e.g. "Cover (−1 to be hit)". */
  readonly label: string;
  readonly color: string;
  readonly cells: readonly number[];
  /**
   * A standing field over the squares (a force shield that blocks the way), not flat ground: the board raises a
   * translucent dome over them as well as the tint.
   */
  readonly field?: boolean;
}

/**
 * What the selected unit sees and who may strike it next (issue 16's sight and threat preview), worked out
 * from the side's view only: `seen` the squares in its line of sight, `threats` the enemies that could
 * attack it in their next turn (each ruleset says how near it counts).
 */
export interface SightPreview {
  readonly seen: readonly BoardCell[];
  readonly threats: readonly string[];
}

export interface RulesetPresentation {
  readonly id: string;
  /** The ruleset's name for players, e.g. "Boarding action". */
  readonly name: string;
  /** The face of each action type; the core's (activate, end-activation, end-phase, pass) come from here too. */
  action(type: string): ActionFace | undefined;
  /**
   * A unit's card: its health and the stats a player reads, formatted; internal counters left out. `view`
   * is the watching side's view, for what lives beside the unit (its hero sheet: items, injuries, level);
   * the apps always pass it, a caller without one (a test of the unit alone) gets the unit's own stats.
   */
  stats(unit: Unit, view?: GameView): readonly ShownStat[];
  /** How a unit is drawn. */
  figure(unit: Unit): FigureRecipe;
  readonly material: BoardMaterial;
  /** One log line for an event the ruleset words its own way; undefined leaves it to the common wording, null hides it. */
  describeEvent?(event: GameEvent, ctx: PresentContext): string | null | undefined;
  /** The HUD's trackers (round first). */
  trackers(view: GameView): readonly ShownTracker[];
  /**
   * What the phase asks of the players when no one unit acts in it (a shop between waves), for the turn banner;
   * undefined where "choose who acts" says it.
   */
  phasePrompt?(view: GameView): string | undefined;
  /** The token kinds it places, by kind. */
  token(kind: string): TokenFace | undefined;
  /** Markers kept in the ruleset's own state, drawn on the board while they last. */
  markers?(view: GameView, board: Board): readonly ShownMarker[];
  /** Kinds of ground a player should see on the board (cover, difficult, dangerous), as tinted squares. */
  groundMarks?(view: GameView, board: Board): readonly ShownGroundMark[];
  /** The line-of-sight and threat preview of one unit; undefined when it has none (off the board, an enemy). */
  sightPreview?(view: GameView, board: Board, unitId: string): SightPreview | undefined;
}

/** A square by its column letter(s) and row number, as players read a board: (0, 0) is "A1", (26, 4) "AA5". */
export function cellName(cell: BoardCell): string {
  if (cell.x < 0 || cell.y < 0) return 'off the board';
  let column = '';
  for (let n = cell.x + 1; n > 0; n = Math.floor((n - 1) / 26)) column = String.fromCharCode(65 + ((n - 1) % 26)) + column;
  return `${column}${cell.y + 1}`;
}

/** The chance that at least one of `dice` six-sided dice rolls `score` or more, in words: "hits on 4+ (50%)". */
export function diceOdds(dice: number, score: number, verb = 'hits'): string {
  const miss = Math.min(1, Math.max(0, (score - 1) / 6));
  const chance = Math.round(100 * (1 - miss ** dice));
  return `${verb} on ${score}+${dice > 1 ? ` with any of ${dice} dice` : ''} (${chance}%)`;
}

export const humanise = (id: string): string => id.replace(/[-_#/]+/g, ' ').trim();
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A prototype-free lookup over a fixed table (ids from missions never meet Object.prototype). */
export function lookup<T>(table: Readonly<Record<string, T>>): (key: string) => T | undefined {
  const own = Object.assign(Object.create(null) as Record<string, T>, table);
  return (key) => (Object.hasOwn(own, key) ? own[key] : undefined);
}

const isCell = (value: unknown): value is BoardCell =>
  value !== null && typeof value === 'object' && Number.isInteger((value as BoardCell).x) && Number.isInteger((value as BoardCell).y);

/** A unit's square in the view, when it stands on the board. */
export function unitCell(ctx: PresentContext, unitId: string): BoardCell | undefined {
  const unit = ctx.view.units.find((u) => u.id === unitId);
  return unit && unit.x >= 0 && unit.y >= 0 ? { x: unit.x, y: unit.y } : undefined;
}

/** "Small bug at C4", or the name alone when it is off the board. */
export function unitAt(ctx: PresentContext, unitId: string): string {
  const cell = unitCell(ctx, unitId);
  return cell ? `${ctx.nameOf(unitId)} at ${cellName(cell)}` : ctx.nameOf(unitId);
}

/** Where any action points, read from its common fields: a path's end, `to`/`at` squares, a `target` unit, a `door`. */
export function genericTarget(action: ShownAction, ctx: PresentContext): ActionTarget {
  const path = action['path'];
  if (Array.isArray(path) && path.length > 1 && path.every(isCell)) {
    const end = path[path.length - 1] as BoardCell;
    return { kind: 'cell', cell: end, cost: path.length - 1, path: path as BoardCell[] };
  }
  for (const key of ['at', 'to']) {
    const cell = action[key];
    if (isCell(cell)) return { kind: 'cell', cell };
  }
  const target = action['target'];
  if (typeof target === 'string') return { kind: 'unit', unit: target, cell: unitCell(ctx, target) };
  const door = action['door'];
  if (typeof door === 'string') {
    const place = ctx.board.doors.find((d) => d.id === door);
    return { kind: 'door', door, cell: place && { x: place.x, y: place.y } };
  }
  const zone = action['zone'];
  if (typeof zone === 'string') {
    const first = ctx.board.zones.find((z) => z.id === zone)?.cells[0];
    return { kind: 'zone', zone, cell: first === undefined ? undefined : { x: first % ctx.board.width, y: Math.floor(first / ctx.board.width) } };
  }
  return { kind: 'none' };
}

/** Words for any action from its type and fields, when its ruleset has nothing better. */
export function genericLabel(action: ShownAction, ctx: PresentContext): string {
  const parts = [capital(humanise(action.type))];
  const target = action['target'];
  if (typeof target === 'string') parts.push(unitAt(ctx, target));
  const to = action['to'];
  if (typeof to === 'string') parts.push(`to ${ctx.nameOf(to)}`);
  if (isCell(to)) parts.push(`to ${cellName(to)}`);
  const item = action['item'];
  if (typeof item === 'string') parts.push(`(${humanise(item)})`);
  const at = action['at'];
  if (isCell(at)) parts.push(`at ${cellName(at)}`);
  return parts.join(' ');
}

function face(target: TargetKind, label: (action: ShownAction, ctx: PresentContext) => string, key?: string): ActionFace {
  return { target, label, targetOf: genericTarget, ...(key ? { key } : {}) };
}

/** The core's own actions, the same in every ruleset. */
export const CORE_ACTIONS: Readonly<Record<string, ActionFace>> = {
  activate: { ...face('unit', (a, ctx) => `Act with ${ctx.nameOf(String(a['unit']))}`), targetOf: (a, ctx) => ({ kind: 'unit', unit: String(a['unit']), cell: unitCell(ctx, String(a['unit'])) }) },
  'end-activation': face('none', () => 'End this turn', 'e'),
  'end-phase': face('none', () => 'End the phase', 'e'),
  pass: face('none', () => 'Pass', 'e'),
  choose: { target: 'none', label: (a, ctx) => `Choose ${chosenOption(a, ctx)?.label ?? String(a['option'])}`, targetOf: chosenTarget },
};

/** The option a `choose` action names, in the open decision of the view (rules/core/decisions.ts). */
function chosenOption(action: ShownAction, ctx: PresentContext): DecisionOption | undefined {
  const decision = ctx.view.decisions?.find((d) => d.id === action['decision']);
  return decision?.options.find((o) => o.id === action['option']);
}

/** A chosen place that is one square points at it on the board. */
function chosenTarget(action: ShownAction, ctx: PresentContext): ActionTarget {
  const value = chosenOption(action, ctx)?.value;
  return isCell(value) ? { kind: 'cell', cell: { x: value.x, y: value.y } } : { kind: 'none' };
}

/** The face of an action type the ruleset does not describe: words and target from its fields. */
export const GENERIC_ACTION: ActionFace = { target: 'none', label: genericLabel, targetOf: genericTarget };

const GENERIC_MOVE: ActionFace = { ...GENERIC_ACTION, target: 'cell', primary: true, key: 'm' };

const GENERIC_MATERIAL: BoardMaterial = {
  setting: 'station',
  floor: '#3b4654',
  floorAlternate: '#465364',
  wallBlock: '#6f7d8c',
  edgeWall: '#8a9aab',
  door: '#e3a23b',
  doorOpen: '#7a5a24',
  background: '#0d1117',
};

const coreAction = lookup(CORE_ACTIONS);

/** A face for a ruleset that has none yet: generic words, upright figures for heroes and beasts for enemies. */
export function genericPresentation(id: string): RulesetPresentation {
  return {
    id,
    name: capital(humanise(id)),
    action: (type) => coreAction(type) ?? (type === 'move' ? GENERIC_MOVE : GENERIC_ACTION),
    stats: (unit) => [{ label: 'Health', value: String(unit.health) }],
    figure: (unit) => (unit.side === 'heroes' ? { body: 'humanoid', gear: ['rifle'], scale: 1.3, size: 1 } : { body: 'beast', gear: [], scale: 1, size: 1 }),
    material: GENERIC_MATERIAL,
    trackers: (view) => [{ label: 'Round', value: String(view.round) }],
    token: () => undefined,
  };
}
