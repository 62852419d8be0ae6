import type { RadarFace } from './content';
import type { Ctx, PoolDraw } from './context';

export type { PoolDraw } from './context';

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
