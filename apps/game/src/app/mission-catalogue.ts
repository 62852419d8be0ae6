import { SAMPLE_MISSIONS } from '@breachline/scenario-schema/samples';

/** What the start screen shows of a mission. */
export interface MissionCard {
  readonly id: string;
  readonly title: string;
  readonly ruleset: string;
  readonly difficulty: string;
  readonly briefing: string;
}

/** The sample missions, read from their documents (they are validated by the format's own tests). */
export function sampleCards(): MissionCard[] {
  return Object.entries(SAMPLE_MISSIONS).map(([id, document]) => {
    const doc = document as { ruleset?: string; meta?: { title?: string; difficulty?: string; briefing?: string } };
    return {
      id,
      title: doc.meta?.title ?? id,
      ruleset: doc.ruleset ?? '?',
      difficulty: doc.meta?.difficulty ?? '',
      briefing: doc.meta?.briefing ?? '',
    };
  });
}

/** The cards of one ruleset, in catalogue order. */
export interface MissionGroup {
  readonly ruleset: string;
  readonly cards: readonly MissionCard[];
}

/**
 * The cards grouped by ruleset: groups in the order their first mission appears, cards in catalogue order
 * within each, so the first mission of the catalogue (the tutorial) still comes first, on screen and by Tab.
 */
export function groupByRuleset(cards: readonly MissionCard[]): MissionGroup[] {
  const groups = new Map<string, MissionCard[]>();
  for (const card of cards) {
    const group = groups.get(card.ruleset);
    if (group) group.push(card);
    else groups.set(card.ruleset, [card]);
  }
  return [...groups].map(([ruleset, grouped]) => ({ ruleset, cards: grouped }));
}
