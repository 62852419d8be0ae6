// infiltration.md §13.9 Distraction (top half): an instant at the start of Action Stations! — one enemy unit in
// the hero's sight does not activate this enemy turn.
import { describe, expect, it } from 'vitest';
import { handOf } from './action-cards';
import { infiltrationFixture, setExt, setUnit, type Fixture } from './fixture';
import { DISTRACT_DECISION } from './distraction';

/** Anvil in area a, an alert Trooper two areas off in c (in sight, in range 2): his turn ends, the enemy turn begins. */
function standoff(hand: string[]): Fixture {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'anvil', kind: 'anvil', x: 0, y: 0 }],
    enemies: [{ kind: 'trooper', x: 4, y: 0 }],
    dice: { defence: ['0', '0', '0'] },
  });
  setExt(f, { awareness: [2], hands: [{ hero: 'anvil', cards: hand }] });
  f.act({ type: 'activate', side: 'heroes', unit: 'anvil' });
  setUnit(f, 'anvil', { stats: { hpWild: 0 } });
  f.act({ type: 'end-activation', side: 'heroes' });
  return f;
}
const open = (f: Fixture) => f.state.decisions?.[f.state.decisions.length - 1];
const choose = (f: Fixture, option: string) => f.act({ type: 'choose', side: 'heroes', decision: open(f)?.id ?? '', option });

describe('infiltration.md §13.9 Distraction', () => {
  it('the heroes are asked at the start of Action Stations!: each enemy in sight of a hero holding it, or none', () => {
    const f = standoff(['distraction']);
    expect(open(f)?.kind).toBe(DISTRACT_DECISION);
    expect(open(f)?.options.map((o) => o.id)).toEqual(['anvil:trooper-1', 'none']);
  });

  it('asks in one clean sentence: the step\'s name, then the question (no "Action Stations!:" doubled stop)', () => {
    const f = standoff(['distraction']);
    expect(open(f)?.prompt).toBe('Action Stations! Play Distraction on an enemy in sight?');
    expect(open(f)?.prompt).not.toMatch(/[!?.:;][!?.:;]/);
  });

  it('the distracted Trooper neither moves nor shoots this enemy turn; the card is discarded and the mark is gone after', () => {
    const f = standoff(['distraction']);
    const events = choose(f, 'anvil:trooper-1');
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence')).toBe(false);
    expect(f.unit('trooper-1').x).toBe(4);
    expect(handOf(f.state, 'anvil')).not.toContain('distraction'); // (the end of the round deals a new card)
    expect(f.state.ext.distracted).toEqual([]);
  });

  it('playing none lets the Trooper shoot; without the card nobody is asked', () => {
    const f = standoff(['distraction']);
    const events = choose(f, 'none');
    expect(events.some((e) => e.type === 'dice-rolled' && e.purpose === 'defence')).toBe(true);
    expect(handOf(f.state, 'anvil')).toContain('distraction');
    const g = standoff([]);
    expect(g.state.decisions ?? []).toEqual([]);
  });
});
