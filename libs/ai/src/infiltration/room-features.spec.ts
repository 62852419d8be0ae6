// The heroes' heuristic use of a face-up room feature (infiltration.md §13.7 Medical Station).
import { describe, expect, it } from 'vitest';
import { seedRng, type InfiltrationState } from '@breachline/engine';
import { rankActions } from '../bots/heuristic-bot';
import { quillOnStrip } from './quill-strip.spec-helper';

/** Quill alone on a 4-square strip (areas a, b), a face-up Medical Station in her area, `wounds` injuries on her sheet. */
function wounded(wounds: number) {
  const game = quillOnStrip('medical');
  const sheets = Object.assign(Object.create(null) as Record<string, unknown>, { q: { items: [], injuries: Array.from({ length: wounds }, () => 'Flesh Wound'), xp: 0, level: 1, resolve: 0 } });
  const given = {
    ...game.state,
    units: game.state.units.map((u) => ({ ...u, stats: { ...u.stats, wounds } })),
    tokens: [{ id: 'room-feature#1', kind: 'room-feature', x: 1, y: 0, contents: { card: 'medical-station' }, revealed: true, knownBy: [] }],
    heroSheets: sheets,
  } as unknown as InfiltrationState;
  const applied = game.engine.apply(given, { type: 'activate', side: 'heroes', unit: 'q' });
  if ('error' in applied) throw new Error(applied.error.message);
  return { engine: game.engine, state: applied.state };
}

describe('infiltration heroes: room features (infiltration.md §13.7)', () => {
  it('a wounded hero on a face-up Medical Station uses it first; an unwounded one is not offered it', () => {
    const { engine, state } = wounded(2);
    const ranked = rankActions(engine as never, state, seedRng(1));
    expect(ranked[0]?.action).toMatchObject({ type: 'medical', unit: 'q' });
    const fit = wounded(0);
    expect(rankActions(fit.engine as never, fit.state, seedRng(1)).some((r) => r.action.type === 'medical')).toBe(false);
  });
});
