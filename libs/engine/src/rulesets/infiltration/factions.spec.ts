// infiltration.md §3.7 faction cards as data: the two Proposed tables and this ruleset's two more, each a
// complete card (codes A–F, row order = activation order, one yellow row per unit type) that spawns (§8.4).
import { describe, expect, it } from 'vitest';
import { DECKS, ENEMY_BY_KIND, FACTION_IDS, FACTIONS } from './content';
import { infiltrationFixture, setExt, type Fixture } from './fixture';
import { spawnGroup } from './spawning';
import { RAID_FACTIONS } from './raids';

const putOnTop = (f: Fixture, deck: string, card: number): void => {
  const d = f.state.decks[deck];
  if (!d) throw new Error(`no deck ${deck}`);
  f.state = { ...f.state, decks: { ...f.state.decks, [deck]: { ...d, drawPile: [...d.drawPile.filter((c) => c !== String(card)), String(card)] } } };
};

describe('infiltration.md §3.7 faction cards', () => {
  it('four tables: Garrison and Laboratory (§3.7 Proposed), Honour Guard and Aether Works; each a whole card', () => {
    expect(FACTION_IDS).toEqual(['garrison', 'laboratory', 'honour-guard', 'aether-works']);
    for (const id of FACTION_IDS) {
      const rows = FACTIONS[id];
      expect(rows.map((r) => r.code), id).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      for (const row of rows) expect(ENEMY_BY_KIND.has(row.kind), `${id} ${row.kind}`).toBe(true);
      // One yellow row per type: a type listed twice acts once (§3.7).
      const yellow = rows.filter((r) => r.yellow).map((r) => r.kind);
      expect(new Set(yellow).size).toBe(yellow.length);
      expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(yellow));
      // Bosses are placed by missions, never spawned from codes (§3.7).
      expect(rows.some((r) => (ENEMY_BY_KIND.get(r.kind)?.states ?? []).length > 0)).toBe(false);
    }
    // Every spawnable unit of the §3.7 table is fielded by some faction (the Shock Trooper by the new ones).
    const fielded = new Set(FACTION_IDS.flatMap((id) => FACTIONS[id].map((r) => r.kind)));
    expect(fielded.has('shock-trooper')).toBe(true);
    expect(RAID_FACTIONS.map((f) => f.id)).toEqual([...FACTION_IDS]);
  });

  it.each([
    ['honour-guard', ['hound', 'trooper']],
    ['aether-works', ['revenant', 'specimen-6xx', 'specimen-6xx']],
  ] as const)('§8.4: spawn card 1 at level 1 (B, D) on the %s card places %j', (faction, kinds) => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }] });
    setExt(f, { faction });
    putOnTop(f, DECKS.spawn, 0);
    const placed = f.run((c) => spawnGroup(c, 1, f.board.zoneOf[2] ?? -1)).value;
    expect(placed.map((u) => u.kind)).toEqual(kinds); // Specimen 6XX: Overwhelm spawns 2
  });
});
