// infiltration.md §12.3: the raid generator. A raid map card, a faction card and an objective card make a
// complete mission document, in the format the authored samples use. Pure and deterministic: a seed picks the
// cards through its own integer hash (deterministic: the same seed, the same raid).
import { RAID_FACTIONS, type RaidFactionCard } from './faction-cards';
import { RAID_MAPS, type RaidMapCard } from './map-cards';
import { RAID_OBJECTIVES, type RaidObjectiveCard } from './objective-cards';
import { reconPart, type ObjectivePart } from './recon-objective';
import { demolitionPart, dossierPart, escortPart } from './item-objectives';

export interface RaidCards {
  readonly map: string;
  readonly faction: string;
  readonly objective: string;
}
export type RaidRequest = RaidCards | { readonly seed: number };

/** A generated mission: plain JSON, the `breachline-mission` format. */
export type RaidMission = Readonly<Record<string, unknown>> & { readonly id: string; readonly ruleset: 'infiltration' };

export class RaidError extends Error {}

function pick<T extends { readonly id: string }>(cards: readonly T[], id: string, what: string): T {
  const card = cards.find((c) => c.id === id);
  if (!card) throw new RaidError(`Unknown raid ${what} card ${JSON.stringify(id)}: the raid ${what} cards are ${cards.map((c) => c.id).join(', ')}.`);
  return card;
}

/** A 32-bit integer mix (a splitmix-style finaliser): the n-th draw of a seed. */
function draw(seed: number, n: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** The cards a seed draws: any map and faction, and an objective the rules can play. */
export function raidCardsForSeed(seed: number): RaidCards {
  const playable = RAID_OBJECTIVES.filter((o) => !o.unsupported);
  const map = RAID_MAPS[draw(seed, 0) % RAID_MAPS.length];
  const faction = RAID_FACTIONS[draw(seed, 1) % RAID_FACTIONS.length];
  const objective = playable[draw(seed, 2) % playable.length];
  if (!map || !faction || !objective) throw new RaidError('The raid decks are empty.');
  return { map: map.id, faction: faction.id, objective: objective.id };
}

/** The three cards a request names, checked: unknown names and objectives the rules cannot play are refused. */
export function resolveRaidCards(request: RaidCards): { map: RaidMapCard; faction: RaidFactionCard; objective: RaidObjectiveCard } {
  const map = pick(RAID_MAPS, request.map, 'map');
  const faction = pick(RAID_FACTIONS, request.faction, 'faction');
  const objective = pick(RAID_OBJECTIVES, request.objective, 'objective');
  if (objective.unsupported) throw new RaidError(`The raid objective card ${JSON.stringify(objective.id)} cannot be played yet: ${objective.unsupported}.`);
  return { map, faction, objective };
}

function objectivePart(objective: RaidObjectiveCard, map: RaidMapCard): ObjectivePart {
  if (objective.id === 'recon') return reconPart(map);
  if (objective.id === 'dossier') return dossierPart(map);
  if (objective.id === 'demolition') return demolitionPart(map);
  if (objective.id === 'escort') return escortPart(map);
  throw new RaidError(`The raid objective card ${JSON.stringify(objective.id)} has no generator.`);
}

/** §12.3: the mission the cards (or the seed's cards) make. */
export function generateRaid(request: RaidRequest): RaidMission {
  const cards = 'seed' in request ? raidCardsForSeed(request.seed) : request;
  const { map, faction, objective } = resolveRaidCards(cards);
  const part = objectivePart(objective, map);
  const id = `infiltration-raid-${map.id}-${faction.id}-${objective.id}`;
  return {
    $schema: 'https://breachline.dev/schemas/mission.schema.json',
    format: 'breachline-mission',
    schemaVersion: 1,
    id,
    ruleset: 'infiltration',
    meta: {
      title: `Raid: ${map.title} — ${objective.title}`,
      author: 'Breachline raid generator (infiltration.md §12.3)',
      briefing: `${part.briefing} You come ${map.route}; the guards are ${faction.title}.`,
      difficulty: 'normal',
      heroes: { min: 1, max: 4 },
      minutes: 60,
      tags: ['raid', 'generated', objective.id, faction.id],
    },
    layout: map.layout.map((t) => ({ ...t })),
    doors: map.doors.map((d) => ({
      id: d.id,
      x: d.x,
      y: d.y,
      side: d.side,
      state: d.locked ? 'locked' : 'closed',
      noise: d.noise,
      ...(d.label ? { label: d.label } : {}),
    })),
    features: [
      ...map.starts.map((s) => ({ type: 'start', x: s.x, y: s.y })),
      { id: map.exit.id, type: 'exit', x: map.exit.x, y: map.exit.y, label: map.exit.label },
      ...map.barracks.map((b, i) => ({ id: b.id, type: 'barracks', x: b.x, y: b.y, number: i + 1, label: b.label })),
      ...map.guardPoints.map((g) => ({ id: g.id, type: 'guard-point', x: g.x, y: g.y })),
      ...map.spawns.map((s) => ({ id: s.id, type: 'spawn', x: s.x, y: s.y, level: s.level })),
      ...map.roomFeatures.map((f) => ({ id: f.id, type: 'room-feature', x: f.x, y: f.y })),
      ...part.features,
    ],
    enemyPools: [{ id: 'spawn-cards', use: 'spawn', label: `Faction: ${faction.title}`, tokens: faction.pool.map((p) => ({ ...p })) }],
    objectives: part.objectives,
    counters: part.counters,
    victory: part.victory,
    triggers: part.triggers,
    options: { preAlarmRounds: map.tracker.preAlarm, postAlarmRounds: map.tracker.postAlarm, faction: faction.id },
  };
}
