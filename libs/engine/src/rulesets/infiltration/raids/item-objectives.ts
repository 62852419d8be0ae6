// infiltration.md §12.3 objective cards built from the objective items (§11.1, objective-items.ts): Dossier,
// Demolition and Escort. Each places its items on the map card's objective locations as `objective` features
// tagged with the item (`face-up` when placed face up) and wins once the objective is done and a hero escapes.
import type { RaidMapCard, RaidSpot } from './map-cards';
import type { ObjectivePart } from './recon-objective';

type Json = Readonly<Record<string, unknown>>;

const spot = (s: RaidSpot, id: string, label: string, tags: readonly string[]): Json => ({ id, type: 'objective', x: s.x, y: s.y, label, tags: [...tags] });
const escapeVictory = (objective: string): Json => ({
  test: 'all',
  conditions: [
    { test: 'objective', objective, state: 'done' },
    { test: 'count', of: 'heroes-exited', op: '>=', value: 1 },
  ],
});
/** §12.2: an objective that needs an item carried is done when a hero escapes carrying it. */
const escapesWith = (objective: string, item: string, title: string, text: string): Json => ({
  id: `${objective}-escaped`,
  label: `${title}: out with it`,
  on: { event: 'leave-map' },
  if: { test: 'has-item', item, who: 'actor' },
  do: [{ effect: 'complete', objective }, { effect: 'message', title, text }],
  once: true,
});
const places = (spots: readonly RaidSpot[]): string => spots.map((s) => s.label).join(', ');

/** Dossier: the Dossier and three false objectives, face down, shuffled over the four locations at set-up. */
export function dossierPart(map: RaidMapCard): ObjectivePart {
  const spots = map.objectiveSpots;
  return {
    briefing: `The Dossier is in one of ${spots.length} places (${places(spots)}); the others hold false leads. Find it and get out with it.`,
    features: spots.map((s, i) => spot(s, `dossier-${s.id}`, `Papers in ${s.label}`, [i === 0 ? 'dossier' : 'false-objective'])),
    objectives: [
      { id: 'dossier', label: 'Find the Dossier and escape with it', kind: 'deliver', description: 'infiltration.md §12.3 Dossier: the Dossier lies face down among 3 false objectives; a hero must escape carrying it (§12.2).' },
    ],
    counters: [],
    victory: escapeVictory('dossier'),
    triggers: [escapesWith('dossier', 'dossier', 'The Dossier is out', 'The Dossier has left the castle.')],
  };
}

/** The location the Detonator lies at (face down), or the escort's prison: the prison if the map has one, else the last location. */
const prisonOf = (map: RaidMapCard): RaidSpot | undefined => map.objectiveSpots.find((s) => s.id === 'spot-prison') ?? map.objectiveSpots[map.objectiveSpots.length - 1];

/** Demolition: 3 charges carried in; 3 false objectives face up to plant them on; the Detonator face down at the 4th location. */
export function demolitionPart(map: RaidMapCard): ObjectivePart {
  const detonatorAt = prisonOf(map);
  const targets = map.objectiveSpots.filter((s) => s !== detonatorAt).slice(0, 3);
  return {
    briefing: `Plant your 3 charges on the targets (${places(targets)}), find the Detonator${detonatorAt ? ` (hidden in ${detonatorAt.label})` : ''}, set it off and get out.`,
    features: [
      ...targets.map((s) => spot(s, `target-${s.id}`, `Target in ${s.label}`, ['false-objective', 'face-up'])),
      ...(detonatorAt ? [spot(detonatorAt, `detonator-${detonatorAt.id}`, `Something in ${detonatorAt.label}`, ['detonator'])] : []),
    ],
    objectives: [
      {
        id: 'demolition',
        label: `Blow up the ${targets.length} targets, then escape`,
        kind: 'destroy',
        count: targets.length,
        description: 'infiltration.md §12.3 Demolition: plant a charge on each false objective (Give Item, in its area), then use the Detonator (a BOOM!); then at least one hero must escape.',
      },
    ],
    counters: [{ id: 'targets', label: 'Targets destroyed', initial: 0, visible: true }],
    victory: escapeVictory('demolition'),
    triggers: [
      {
        id: 'charges-carried',
        label: 'The charges come in with the heroes',
        on: { event: 'mission-start' },
        do: targets.map(() => ({ effect: 'give', item: 'demolition-charge', to: 'random-hero' })),
        once: true,
      },
      ...targets.map((s) => ({
        id: `destroyed-${s.id}`,
        label: `Target destroyed: ${s.label}`,
        on: { event: 'destroyed', feature: `target-${s.id}` },
        do: [{ effect: 'add', counter: 'targets', value: 1 }],
        once: true,
      })),
      {
        id: 'demolition-complete',
        label: 'Every target destroyed',
        on: { event: 'counter-changed', counter: 'targets' },
        if: { test: 'counter', counter: 'targets', op: '>=', value: targets.length },
        do: [{ effect: 'complete', objective: 'demolition' }, { effect: 'message', title: 'Demolition complete', text: 'The charges go off. Get out.' }],
        once: true,
      },
    ],
  };
}

/** Escort: Rourke waits in the prison (face-up escort token); a hero escorts him (a basic action, §11.4) out. */
export function escortPart(map: RaidMapCard): ObjectivePart {
  const prison = prisonOf(map);
  return {
    briefing: `Rourke is held in ${prison?.label ?? 'the cells'}. Escort him out.`,
    features: prison ? [spot(prison, 'rourke', `Rourke, held in ${prison.label}`, ['escort', 'face-up'])] : [],
    objectives: [
      { id: 'escort', label: 'Escort Rourke to the exit', kind: 'escort', feature: 'rourke', description: 'infiltration.md §12.3 Escort: Rourke counts as escaped with the hero escorting him (§11.4 Escort).' },
    ],
    counters: [],
    victory: escapeVictory('escort'),
    triggers: [escapesWith('escort', 'escort', 'Rourke is out', 'Rourke escapes with his rescuer.')],
  };
}
