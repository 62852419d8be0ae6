import type { AnimationPlan, CellXY, Cue } from './plan-animation';

/** Where and how a figure stands at one moment, on the board plane (cell (x, y) spans x..x+1, y..y+1). */
export interface FigurePose {
  readonly x: number;
  readonly z: number;
  /** Height above its base (negative: sunk into the floor), and its tip forward (radians). */
  readonly lift: number;
  readonly tilt: number;
  readonly scale: number;
  /** 0 normal … 1 fully lit by a hit. */
  readonly flash: number;
  /** Not drawn at all (not spawned yet, or gone). */
  readonly hidden: boolean;
}

/** Slow in, slow out. */
export const ease = (p: number): number => p * p * (3 - 2 * p);
const clamp01 = (p: number) => Math.min(1, Math.max(0, p));
const progress = (cue: Cue, t: number) => clamp01((t - cue.start) / Math.max(1, cue.duration));
const running = (cue: Cue, t: number) => t >= cue.start && t < cue.start + cue.duration;
const centre = (c: CellXY) => ({ x: c.x + 0.5, z: c.y + 0.5 });

/** A move's place at time t: cell by cell, each step eased, with a small hop. */
function alongPath(path: readonly CellXY[], p: number): { x: number; z: number; hop: number } {
  const steps = path.length - 1;
  const u = p * steps;
  const i = Math.min(steps - 1, Math.floor(u));
  const from = centre(path[i] ?? path[0] ?? { x: 0, y: 0 });
  const to = centre(path[i + 1] ?? path.at(-1) ?? { x: 0, y: 0 });
  const f = p >= 1 ? 1 : ease(u - i);
  return { x: from.x + (to.x - from.x) * f, z: from.z + (to.z - from.z) * f, hop: p >= 1 ? 0 : Math.sin(f * Math.PI) * 0.12 };
}

/**
 * The pose of figure `unit` at `t` ms into a plan. `home` is where the unit stands once the step is over
 * (the board's state); a unit killed in the step is `departed` and is hidden once it has fallen.
 */
export function figurePose(plan: AnimationPlan, unit: string, home: CellXY, t: number, departed = false): FigurePose {
  const cues = plan.cues.filter((c) => 'unit' in c && c.unit === unit);
  let { x, z } = centre(home);
  let lift = 0;
  let tilt = 0;
  let scale = 1;
  let flash = 0;
  let hidden = false;

  // Where it is: before its first move it stands at the path's start; after a move, at its end.
  const moves = cues.filter((c): c is Extract<Cue, { kind: 'move' }> => c.kind === 'move');
  const first = moves[0];
  if (first && t < first.start) ({ x, z } = centre(first.path[0] ?? home));
  for (const move of moves) {
    if (t < move.start) break;
    const place = alongPath(move.path, progress(move, t));
    x = place.x;
    z = place.z;
    lift += place.hop;
  }

  for (const cue of cues) {
    const p = progress(cue, t);
    if (cue.kind === 'spawn') {
      // Rises out of the floor, growing to its size; not there before.
      if (t < cue.start) hidden = true;
      else if (p < 1) {
        lift += -0.9 * (1 - ease(p));
        scale *= 0.4 + 0.6 * ease(p);
      }
    } else if (cue.kind === 'hit' && running(cue, t)) {
      // Knocked back away from the attacker and lit up, then back in place.
      const push = Math.sin(p * Math.PI) * 0.22;
      const dx = cue.from ? cue.at.x - cue.from.x : 0;
      const dz = cue.from ? cue.at.y - cue.from.y : 0;
      const length = Math.hypot(dx, dz);
      if (length > 0) {
        x += (dx / length) * push;
        z += (dz / length) * push;
      } else lift += push * 0.5;
      flash = Math.max(flash, 1 - p);
    } else if (cue.kind === 'kill') {
      // Tips over, then sinks away; gone once fallen.
      if (t >= cue.start + cue.duration) hidden = true;
      else if (t >= cue.start) {
        tilt = ease(Math.min(1, p * 1.6)) * (Math.PI / 2);
        lift -= Math.max(0, p - 0.5) * 1.2;
        scale *= 1 - 0.4 * p;
      }
    }
  }
  if (departed && t >= plan.duration) hidden = true;
  return { x, z, lift, tilt, scale, flash, hidden };
}

/** 0..1 through a cue at t, or undefined when it is not running (effects draw nothing then). */
export function cueProgress(cue: Cue, t: number): number | undefined {
  return running(cue, t) ? progress(cue, t) : undefined;
}

/** How high a new tile's pieces float at t (dropping in), or undefined when it is settled; hidden before it drops. */
export function tileDrop(plan: AnimationPlan, placement: number, t: number): { lift: number; hidden: boolean } | undefined {
  const cue = plan.cues.find((c) => c.kind === 'tile' && c.placement === placement);
  if (!cue || t >= cue.start + cue.duration) return undefined;
  if (t < cue.start) return { lift: 0, hidden: true };
  return { lift: 2.5 * (1 - ease(progress(cue, t))), hidden: false };
}
