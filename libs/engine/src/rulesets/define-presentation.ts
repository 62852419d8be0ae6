import type { Board } from '../board/board';
import type { Unit } from '../game/game-state';
import type { GameView } from '../rules/hidden/view';
import type { GameEvent } from '../rules/core/events';
import {
  CORE_ACTIONS,
  GENERIC_ACTION,
  genericPresentation,
  genericTarget,
  lookup,
  unitCell,
  type ActionFace,
  type ActionTarget,
  type BoardCell,
  type BoardMaterial,
  type BoardSetting,
  type FigureRecipe,
  type PresentContext,
  type RulesetPresentation,
  type ShownAction,
  type ShownGroundMark,
  type ShownMarker,
  type ShownStat,
  type ShownTracker,
  type SightPreview,
  type TokenFace,
} from '../rules/core/presentation';

/**
 * What every ruleset's presentation face shares (rules/core/presentation.ts says what a face is): the
 * action lookup with the core's faces and a generic fallback, the common face builders, figure and token
 * tables, board colours by setting, and the round first among the trackers. A ruleset writes only what is
 * its own: words, odds, stats and tables.
 */

type Words = (action: ShownAction, ctx: PresentContext) => string;

/** An action field as text ('' when absent), for labels and ids. */
export const field = (action: ShownAction, key: string): string => String(action[key] ?? '');

/** The unit an action is taken by (its `unit` field), as the side sees it. */
export const actingUnit = (action: ShownAction, ctx: PresentContext): Unit | undefined => ctx.view.units.find((u) => u.id === action['unit']);

/** An action that points at nothing on the board: a button with these words (and a key when given). */
export function plainFace(label: string | Words, key?: string): ActionFace {
  return { target: 'none', label: typeof label === 'string' ? () => label : label, targetOf: () => ({ kind: 'none' }), ...(key ? { key } : {}) };
}

/** An action aimed at a unit named in one of its fields (`target` unless told): clicking that unit takes it. */
export function unitTargetFace(label: Words, options: { readonly key?: string; readonly field?: string; readonly odds?: ActionFace['odds'] } = {}): ActionFace {
  const from = options.field ?? 'target';
  return {
    target: 'unit',
    label,
    targetOf: (a, ctx): ActionTarget => ({ kind: 'unit', unit: field(a, from), cell: unitCell(ctx, field(a, from)) }),
    ...(options.key ? { key: options.key } : {}),
    ...(options.odds ? { odds: options.odds } : {}),
  };
}

/** An action aimed at a zone (its `zone` field): the zone is picked on the board. */
export function zoneFace(label: Words, extra: Partial<Omit<ActionFace, 'target' | 'label'>> = {}): ActionFace {
  return { target: 'zone', label, targetOf: genericTarget, ...extra };
}

const isCell = (value: unknown): value is BoardCell =>
  value !== null && typeof value === 'object' && Number.isInteger((value as BoardCell).x) && Number.isInteger((value as BoardCell).y);

/**
 * A step to the square in the action's `to` field (a move that carries no path): clicking a highlighted
 * square takes it. Primary (a click on the square needs no button first) unless told otherwise.
 */
export function squareMoveFace(label: Words, options: { readonly key?: string; readonly primary?: boolean } = {}): ActionFace {
  return {
    target: 'cell',
    primary: options.primary ?? true,
    label,
    targetOf: (a, ctx) => (isCell(a['to']) ? { kind: 'cell', cell: { x: a['to'].x, y: a['to'].y } } : genericTarget(a, ctx)),
    ...(options.key !== undefined ? { key: options.key } : {}),
  };
}

/** "Health 3/4", or the bare number when there is no maximum; under another name where a ruleset counts wounds. */
export function healthStat(unit: Unit, max?: number, label = 'Health'): ShownStat {
  return { label, value: max === undefined ? String(unit.health) : `${unit.health}/${max}` };
}

/** A figure for one side: a fixed recipe, or one worked out from the unit (its weapon, its role). */
export type FigureChoice = FigureRecipe | ((unit: Unit) => FigureRecipe | undefined);

export interface FigureTable {
  /** Heroes' figures by unit kind. */
  readonly heroes?: Readonly<Record<string, FigureChoice>>;
  /** Every other side's figures by unit kind. */
  readonly enemies?: Readonly<Record<string, FigureChoice>>;
  /** What a kind not in its side's table is drawn as. */
  readonly defaults: { readonly heroes: FigureChoice; readonly enemies: FigureChoice };
}

const HERO_DEFAULT: FigureRecipe = { body: 'humanoid', gear: ['rifle'], scale: 1.2, size: 1 };

function figureFrom(table: FigureTable): (unit: Unit) => FigureRecipe {
  const heroes = lookup(table.heroes ?? {});
  const enemies = lookup(table.enemies ?? {});
  const pick = (choice: FigureChoice | undefined, unit: Unit) => (typeof choice === 'function' ? choice(unit) : choice);
  return (unit) => {
    const hero = unit.side === 'heroes';
    return pick((hero ? heroes : enemies)(unit.kind), unit) ?? pick(hero ? table.defaults.heroes : table.defaults.enemies, unit) ?? HERO_DEFAULT;
  };
}

/** The board's colours in each setting: rulesets in the same setting look alike. */
export const SETTING_MATERIALS: Readonly<Record<BoardSetting, BoardMaterial>> = {
  hive: { setting: 'hive', floor: '#3d3342', floorAlternate: '#4a3c4f', wallBlock: '#6b4f63', edgeWall: '#8a6a7e', door: '#d9a441', doorOpen: '#7a5a24', background: '#100b12' },
  ship: { setting: 'ship', floor: '#36404a', floorAlternate: '#414c58', wallBlock: '#6f7d8c', edgeWall: '#9aa8b6', door: '#e3a23b', doorOpen: '#7a5a24', background: '#0b0f14' },
  battlefield: { setting: 'battlefield', floor: '#4f5b3a', floorAlternate: '#56623f', wallBlock: '#6b6358', edgeWall: '#8a8070', door: '#c9973b', doorOpen: '#7a5a24', background: '#1a1d14' },
  castle: { setting: 'castle', floor: '#4a4339', floorAlternate: '#544c40', wallBlock: '#6d6457', edgeWall: '#8c8273', door: '#9a6b3a', doorOpen: '#5a3f22', background: '#120f0c' },
  station: genericPresentation('station').material,
};

/** The first tracker: the round by default; a ruleset may call it otherwise (boarding's turns) or count it against a cap. */
export interface RoundTracker {
  readonly label?: string;
  readonly value?: (view: GameView) => string;
}

export interface PresentationSpec {
  readonly id: string;
  readonly name: string;
  /** The ruleset's own action faces, over the core's; a type in neither gets words and a target from its fields. */
  readonly actions: Readonly<Record<string, ActionFace>>;
  readonly stats: (unit: Unit, view?: GameView) => readonly ShownStat[];
  readonly figures: FigureTable;
  readonly setting: BoardSetting;
  readonly tokens?: Readonly<Record<string, TokenFace>>;
  readonly round?: RoundTracker;
  /** The HUD's trackers after the round. */
  readonly trackers?: (view: GameView) => readonly ShownTracker[];
  readonly describeEvent?: (event: GameEvent, ctx: PresentContext) => string | null | undefined;
  readonly markers?: (view: GameView, board: Board) => readonly ShownMarker[];
  readonly sightPreview?: (view: GameView, board: Board, unitId: string) => SightPreview | undefined;
  readonly groundMarks?: (view: GameView, board: Board) => readonly ShownGroundMark[];
  readonly phasePrompt?: (view: GameView) => string | undefined;
}

/** A ruleset's presentation face from its tables and words. */
export function definePresentation(spec: PresentationSpec): RulesetPresentation {
  const action = lookup({ ...CORE_ACTIONS, ...spec.actions });
  const token = lookup(spec.tokens ?? {});
  const roundLabel = spec.round?.label ?? 'Round';
  const roundValue = spec.round?.value ?? ((view: GameView) => String(view.round));
  return {
    id: spec.id,
    name: spec.name,
    action: (type) => action(type) ?? GENERIC_ACTION,
    stats: spec.stats,
    figure: figureFrom(spec.figures),
    material: SETTING_MATERIALS[spec.setting],
    trackers: (view) => [{ label: roundLabel, value: roundValue(view) }, ...(spec.trackers?.(view) ?? [])],
    token,
    ...(spec.describeEvent ? { describeEvent: spec.describeEvent } : {}),
    ...(spec.markers ? { markers: spec.markers } : {}),
    ...(spec.sightPreview ? { sightPreview: spec.sightPreview } : {}),
    ...(spec.groundMarks ? { groundMarks: spec.groundMarks } : {}),
    ...(spec.phasePrompt ? { phasePrompt: spec.phasePrompt } : {}),
  };
}
