// infiltration.md §12.3 Recon: the four objective tokens on the map card's objective locations are collected
// by line of sight (§11.1), then a hero escapes. The same triggers the authored Silent Recon uses.
import type { RaidMapCard } from './map-cards';

export interface ObjectivePart {
  readonly briefing: string;
  readonly features: readonly Readonly<Record<string, unknown>>[];
  readonly objectives: readonly Readonly<Record<string, unknown>>[];
  readonly counters: readonly Readonly<Record<string, unknown>>[];
  readonly victory: Readonly<Record<string, unknown>>;
  readonly triggers: readonly Readonly<Record<string, unknown>>[];
}

export function reconPart(map: RaidMapCard): ObjectivePart {
  const spots = map.objectiveSpots;
  const count = spots.length;
  return {
    briefing: `Photograph the ${count} documents (in ${spots.map((s) => s.label).join(', ')}) and get out.`,
    features: spots.map((s) => ({ id: `recon-${s.id}`, type: 'objective', x: s.x, y: s.y, label: `Documents in ${s.label}` })),
    objectives: [
      {
        id: 'recon',
        label: `Photograph the ${count} documents, then escape`,
        kind: 'collect',
        count,
        description: 'infiltration.md §12.3 Recon: the objective tokens are collected by line of sight; then at least one hero must escape.',
      },
    ],
    counters: [{ id: 'documents', label: 'Documents photographed', initial: 0, visible: true }],
    victory: {
      test: 'all',
      conditions: [
        { test: 'objective', objective: 'recon', state: 'done' },
        { test: 'count', of: 'heroes-exited', op: '>=', value: 1 },
      ],
    },
    triggers: [
      ...spots.map((s) => ({
        id: `seen-${s.id}`,
        label: `Recon: ${s.label}`,
        on: { event: 'see', place: { feature: `recon-${s.id}` } },
        do: [
          { effect: 'add', counter: 'documents', value: 1 },
          { effect: 'remove', feature: `recon-${s.id}` },
        ],
        once: true,
      })),
      {
        id: 'recon-complete',
        label: 'Every document photographed',
        on: { event: 'counter-changed', counter: 'documents' },
        if: { test: 'counter', counter: 'documents', op: '>=', value: count },
        do: [
          { effect: 'complete', objective: 'recon' },
          { effect: 'message', title: 'Recon complete', text: 'Everything is on film. Get out.' },
        ],
        once: true,
      },
    ],
  };
}
