// infiltration.md §7.9 / §13.7 Secret Passage, §7.4 Proposed (adjacent for heroes only, no line of sight),
// §13.11 "Secret passages: heroes only; no LOS".
import { describe, expect, it } from 'vitest';
import { placeToken, revealToken } from '../../rules/hidden/hidden-token';
import { UNREACHED } from '../../geometry/topology';
import { infiltrationFixture, type Fixture } from './fixture';
import { triggerFeature } from './room-features';
import { ROOM_FEATURE_TOKEN } from './room-feature-data';
import { PASSAGE_DECISION, PASSAGE_TOKEN } from './secret-passage';
import { distancesFrom, sees, sightFrom } from './space';

const zone = (f: Fixture, x: number): number => f.board.zoneOf[x] ?? -1;
const passageAreas = (f: Fixture) => f.state.tokens.filter((t) => t.kind === PASSAGE_TOKEN).map((t) => zone(f, t.x)).sort((a, b) => a - b);

/** Hero `h` in area a of `aabb`; three unconnected rooms c, d, e beyond walls; a Secret Passage card flips in area b. */
function cellar(points: number[]): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabb'], x: 0, y: 0 }, { rows: ['cc'], x: 5, y: 0 }, { rows: ['dd'], x: 8, y: 0 }, { rows: ['ee'], x: 11, y: 0 }],
    heroes: [{ id: 'h', kind: 'kestrel', x: 0, y: 0 }],
    passagePoints: points.map((x) => ({ x, y: 0 })),
  });
  f.run((c) => {
    const card = placeToken(c.tx, ROOM_FEATURE_TOKEN, { x: 3, y: 0 }, { card: 'secret-passage' });
    revealToken(c.tx, card.id);
    triggerFeature(c, card, () => []);
  });
  return f;
}

describe('infiltration.md §7.9 Secret Passage', () => {
  it('with 2 points or fewer: tokens on the card\'s area and every point; the hero may Move through it, one step', () => {
    const f = cellar([5]);
    expect(passageAreas(f)).toEqual([zone(f, 3), zone(f, 5)].sort((a, b) => a - b));
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(f.engine.legalActions(f.state)).not.toContainEqual({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 5) });
    f.act({ type: 'move', side: 'heroes', unit: 'h', area: zone(f, 3) });
    f.act({ type: 'end-activation', side: 'heroes' });
    const g = cellar([5]);
    g.state = { ...g.state, units: g.state.units.map((u) => (u.id === 'h' ? { ...u, x: 2 } : u)) };
    g.act({ type: 'activate', side: 'heroes', unit: 'h' });
    expect(g.engine.legalActions(g.state)).toContainEqual({ type: 'move', side: 'heroes', unit: 'h', area: zone(g, 5) });
    g.act({ type: 'move', side: 'heroes', unit: 'h', area: zone(g, 5) });
    expect(zone(g, g.unit('h').x)).toBe(zone(g, 5));
  });

  it('§13.11: no line of sight through it, and enemies\' distances ignore it', () => {
    const f = cellar([5]);
    expect(sees(sightFrom(f.state, f.board, zone(f, 3), 'heroes'), zone(f, 5))).toBe(false);
    expect(distancesFrom(f.state, f.board, [zone(f, 3)]).distanceAt(zone(f, 5))).toBe(UNREACHED);
  });

  it('§7.9 Proposed: with X, Y and Z the heroes choose the two points; the third stays shut', () => {
    const f = cellar([5, 8, 11]);
    const decision = f.state.decisions?.[0];
    expect(decision?.kind).toBe(PASSAGE_DECISION);
    expect(decision?.options.map((o) => o.label)).toEqual(['Link the passage to X and Y', 'Link the passage to X and Z', 'Link the passage to Y and Z']);
    f.act({ type: 'choose', side: 'heroes', decision: decision?.id ?? '', option: '0-2' });
    expect(passageAreas(f)).toEqual([zone(f, 3), zone(f, 5), zone(f, 11)].sort((a, b) => a - b));
  });

  it('a mission without points: the passage leads nowhere (its own token only, no move)', () => {
    const f = cellar([]);
    expect(passageAreas(f)).toEqual([zone(f, 3)]);
  });
});
