import { groupByRuleset, sampleCards, type MissionCard } from './mission-catalogue';

const card = (id: string, ruleset: string): MissionCard => ({ id, title: id, ruleset, difficulty: '', briefing: '' });

describe('groupByRuleset', () => {
  it('puts each ruleset’s cards together, groups in the order their first card comes, cards in catalogue order', () => {
    const groups = groupByRuleset([card('a', 'x'), card('b', 'y'), card('c', 'x'), card('d', 'z'), card('e', 'y')]);
    expect(groups.map((g) => [g.ruleset, g.cards.map((c) => c.id)])).toEqual([
      ['x', ['a', 'c']],
      ['y', ['b', 'e']],
      ['z', ['d']],
    ]);
  });

  it('keeps every sample exactly once and the catalogue’s first mission first', async () => {
    const cards = await sampleCards();
    const grouped = groupByRuleset(cards).flatMap((g) => g.cards);
    expect(grouped).toHaveLength(cards.length);
    expect(new Set(grouped.map((c) => c.id))).toEqual(new Set(cards.map((c) => c.id)));
    expect(grouped[0]).toBe(cards[0]);
  });
});
