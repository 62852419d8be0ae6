import type { RadarFace } from './content';
import type { Ctx } from './context';

/**
 * G12 (CG11 "It's here…I think": "first pick the Titan token and 2 other tokens at random; shuffle those 3
 * together … the other 3 tokens go in their usual marked spots"): a pool drawn at setup from another pool —
 * the first token of each `include`d unit type, then `fill` more at random. The other pool keeps the rest.
 */
export interface PoolDraw {
  readonly pool: string;
  readonly from: string;
  readonly include: readonly string[];
  readonly fill: number;
}

interface PoolDrawLike {
  readonly enemyPools?: readonly { readonly id: string; readonly from?: string; readonly include?: readonly string[]; readonly fill?: number }[];
}

/** The mission's drawn pools, in document order. */
export function poolDrawsOf(mission: PoolDrawLike): PoolDraw[] {
  return (mission.enemyPools ?? []).flatMap((p) => (p.from === undefined ? [] : [{ pool: p.id, from: p.from, include: p.include ?? [], fill: p.fill ?? 0 }]));
}

/** Each pool's faces once the draws are made (with the game's generator); pools without draws as they were. */
export function drawPools(c: Ctx, pools: ReadonlyMap<string, readonly RadarFace[]>, draws: readonly PoolDraw[]): Map<string, readonly RadarFace[]> {
  const out = new Map(pools);
  for (const draw of draws) {
    const source = [...(out.get(draw.from) ?? [])];
    const drawn: RadarFace[] = [...(out.get(draw.pool) ?? [])];
    for (const unit of draw.include) {
      const at = source.findIndex((face) => face.unit === unit);
      if (at >= 0) drawn.push(...source.splice(at, 1));
    }
    const shuffled = c.tx.random.shuffle(source);
    drawn.push(...shuffled.slice(0, draw.fill));
    out.set(draw.pool, drawn);
    out.set(draw.from, shuffled.slice(draw.fill));
  }
  return out;
}
