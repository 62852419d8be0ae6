import type { Board, GameEvent, Unit } from '@breachline/engine';

/** A square of the board. */
export interface CellXY {
  readonly x: number;
  readonly y: number;
}

/** A token as the board knew it before the step (for reveals: where to flip it). */
export interface TokenBefore extends CellXY {
  readonly id: string;
  readonly kind: string;
}

interface Timed {
  /** When it starts and how long it lasts, in ms from the start of the step's animation. */
  readonly start: number;
  readonly duration: number;
}

/** One thing to animate, planned from one engine event. */
export type Cue = Timed &
  (
    | { readonly kind: 'move'; readonly unit: string; readonly path: readonly CellXY[] }
    | { readonly kind: 'hit'; readonly unit: string; readonly at: CellXY; readonly from: CellXY | null }
    | { readonly kind: 'kill'; readonly unit: string; readonly at: CellXY }
    | { readonly kind: 'spawn'; readonly unit: string; readonly at: CellXY }
    | { readonly kind: 'reveal'; readonly token: string; readonly tokenKind: string; readonly at: CellXY }
    | { readonly kind: 'noise'; readonly at: CellXY; readonly level: number }
    | { readonly kind: 'tile'; readonly placement: number; readonly at: CellXY }
  );

/** Everything one step animates: its cues, how long it lasts, and the figures killed in it (drawn while they fall). */
export interface AnimationPlan {
  readonly cues: readonly Cue[];
  readonly duration: number;
  /** Units removed by the step, as they stood when killed, with their place in the units' order before it. */
  readonly departed: readonly { readonly unit: Unit; readonly index: number }[];
  /** Ids of the units with a cue: the only figures redrawn frame by frame. */
  readonly figures: ReadonlySet<string>;
}

/**
 * How long each kind of cue lasts (ms). Short on purpose: the enemy plays one decision every ~450 ms
 * and each should be seen whole, and a new action cuts the running animation short anyway.
 */
export const CUE_MS = { step: 90, longestMove: 540, hit: 260, kill: 420, spawn: 380, reveal: 420, noise: 700, tile: 420 } as const;

/** How far the next cue starts after one of this kind starts: moves and tiles play out; bursts cascade. */
const FOLLOWS_AFTER: Readonly<Record<Cue['kind'], (duration: number) => number>> = {
  move: (d) => d,
  tile: (d) => d * 0.7,
  reveal: () => 200,
  hit: () => 120,
  kill: () => 150,
  spawn: () => 60,
  noise: () => 0,
};

const onBoard = (c: CellXY) => c.x >= 0 && c.y >= 0;

/**
 * Plans the animation of one applied step from the engine's events, in their order, tracking where each
 * figure stands as the events unfold (a unit may move and then be shot in one step). Pure, so it is
 * tested without WebGL; the board draws the step's end state and these cues play over it.
 */
export function planAnimation(events: readonly GameEvent[], before: { readonly units: readonly Unit[]; readonly tokens: readonly TokenBefore[] }, board: Board | undefined): AnimationPlan {
  const at = new Map<string, Unit>(before.units.map((u) => [u.id, u]));
  const order = new Map<string, number>(before.units.map((u, i) => [u.id, i]));
  const cues: Cue[] = [];
  const departed: { unit: Unit; index: number }[] = [];
  let cursor = 0;
  const add = (cue: Cue) => {
    cues.push(cue);
    cursor = cue.start + FOLLOWS_AFTER[cue.kind](cue.duration);
  };
  const timed = (duration: number) => ({ start: cursor, duration });

  for (const event of events) {
    switch (event.type) {
      case 'moved': {
        const unit = at.get(event.unit);
        const path = event.path.filter(onBoard);
        const end = path.at(-1);
        if (unit && end) at.set(unit.id, { ...unit, x: end.x, y: end.y });
        if (!end) break;
        // Entering from off the board (a blip onto its entry square) reads as appearing there.
        if (path.length < event.path.length || (unit !== undefined && !onBoard(unit))) add({ kind: 'spawn', unit: event.unit, at: end, ...timed(CUE_MS.spawn) });
        else if (path.length > 1) add({ kind: 'move', unit: event.unit, path, ...timed(Math.min(CUE_MS.longestMove, CUE_MS.step * (path.length - 1))) });
        break;
      }
      case 'spawned':
        at.set(event.unit.id, event.unit);
        if (onBoard(event.unit)) add({ kind: 'spawn', unit: event.unit.id, at: { x: event.unit.x, y: event.unit.y }, ...timed(CUE_MS.spawn) });
        break;
      case 'hit': {
        const unit = at.get(event.unit);
        const by = event.by ? at.get(event.by) : undefined;
        if (unit && onBoard(unit)) add({ kind: 'hit', unit: unit.id, at: { x: unit.x, y: unit.y }, from: by && onBoard(by) ? { x: by.x, y: by.y } : null, ...timed(CUE_MS.hit) });
        break;
      }
      case 'killed': {
        const unit = at.get(event.unit);
        if (!unit) break;
        at.delete(unit.id);
        if (!onBoard(unit)) break;
        departed.push({ unit, index: order.get(unit.id) ?? before.units.length });
        add({ kind: 'kill', unit: unit.id, at: { x: unit.x, y: unit.y }, ...timed(CUE_MS.kill) });
        break;
      }
      case 'revealed': {
        // The unit the token stands for (a blip is both, and its token waits off the board), else the token's place.
        const place = at.get(event.token) ?? before.tokens.find((t) => t.id === event.token);
        if (place && onBoard(place)) add({ kind: 'reveal', token: event.token, tokenKind: event.kind, at: { x: place.x, y: place.y }, ...timed(CUE_MS.reveal) });
        break;
      }
      case 'noise-placed':
        if (onBoard(event)) add({ kind: 'noise', at: { x: event.x, y: event.y }, level: event.level, ...timed(CUE_MS.noise) });
        break;
      case 'tile-placed': {
        const placement = board?.placements.findIndex((p) => p.tile === event.tile && p.x === event.x && p.y === event.y) ?? -1;
        if (placement >= 0) add({ kind: 'tile', placement, at: { x: event.x, y: event.y }, ...timed(CUE_MS.tile) });
        break;
      }
      default:
        break;
    }
  }
  const figures = new Set<string>();
  for (const cue of cues) if ('unit' in cue) figures.add(cue.unit);
  return { cues, duration: cues.reduce((end, cue) => Math.max(end, cue.start + cue.duration), 0), departed, figures };
}
