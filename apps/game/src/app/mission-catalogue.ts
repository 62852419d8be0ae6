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
