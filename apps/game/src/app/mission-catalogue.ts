import { useEffect, useState } from 'react';

/** What the start screen shows of a mission. */
export interface MissionCard {
  readonly id: string;
  readonly title: string;
  readonly ruleset: string;
  readonly difficulty: string;
  readonly briefing: string;
}

let documents: Promise<Readonly<Record<string, unknown>>> | undefined;

/**
 * The sample missions' documents, fetched once, after the first paint: together they are a third of the
 * first load's budget (35 missions, ~34 KiB gzipped), so the start screen paints its frame without them.
 */
export function sampleDocuments(): Promise<Readonly<Record<string, unknown>>> {
  documents ??= import('./sample-documents').then(({ SAMPLE_MISSIONS }) => SAMPLE_MISSIONS);
  return documents;
}

/** The sample missions, read from their documents (they are validated by the format's own tests). */
export async function sampleCards(): Promise<MissionCard[]> {
  return Object.entries(await sampleDocuments()).map(([id, document]) => {
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

/** The sample cards once their documents have arrived (undefined until then, or if they cannot be fetched). */
export function useSampleCards(): readonly MissionCard[] | undefined {
  const [cards, setCards] = useState<readonly MissionCard[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    sampleCards()
      .then((loaded) => {
        if (live) setCards(loaded);
      })
      // Without the samples the screen still offers a file or a link.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return cards;
}
