// Sight figures of a derelict sample's map (derelict.md §6.4 sight, §8.6 radar reveals): how many radar
// spots the survivors can see from the zones near their start, and how far the longest corridor sees.
// The samples' maps are authored as data (§10.1), so these figures are the map's, not the engine's.
import { rulesetFor, zoneSightFrom, distancesTo, isRoom, type HeroChoice, type Board, type DerelictState } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

export const DERELICT_SAMPLES = Object.keys(SAMPLE_MISSIONS).filter((id) => id.startsWith('derelict-'));

interface Spot {
  readonly id?: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly minHeroes?: number;
}

export interface DerelictSight {
  /** Radar spots the start zones see. */
  readonly fromStart: number;
  /** Most radar spots seen from one zone within 1 / 2 moves of the start (doors as at setup). */
  readonly within1: number;
  readonly within2: number;
  /** Most radar spots seen from one zone within 3 moves (one survivor's turn), and from any zone at all. */
  readonly within3: number;
  readonly anywhere: number;
  /** The zone of `within2`'s worst case, and what it sees. */
  readonly worstZone: string;
  /** Most zones one corridor zone sees (itself not counted), and which corridor. */
  readonly longestRun: number;
  readonly longestRunZone: string;
}

/** The mission's own party first, then the roster's other classes, up to `size` survivors. */
export function derelictParty(size: number, mission: { readonly party?: readonly HeroChoice[] }): HeroChoice[] {
  const roster = rulesetFor('derelict')?.roster ?? [];
  const chosen: HeroChoice[] = [...(mission.party ?? [])].slice(0, size);
  for (const entry of roster) {
    if (chosen.length >= size) break;
    if (!chosen.some((c) => c.kind === entry.kind)) chosen.push({ id: entry.kind, kind: entry.kind, name: entry.name });
  }
  return chosen;
}

const zoneAtXY = (board: Board, x: number, y: number): number => board.zoneOf[y * board.width + x] ?? -1;

/** The sight figures of sample `id` for a party of `size`, doors as the mission sets them at the start. */
export function derelictSight(id: string, size: number): DerelictSight {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const board = loaded.value.board;
  const mission = loaded.value.mission as { party?: HeroChoice[]; features?: Spot[] };
  const heroes = derelictParty(size, mission);
  const started = rulesetFor('derelict')?.setup(loaded.value, { seed: 1, heroes });
  if (!started?.ok) throw new Error(`${id} does not set up`);
  // The derelict ruleset's setup makes a derelict state.
  const state = started.value.state as DerelictState;
  const features = mission.features ?? [];
  const radarZones = features
    .filter((f) => f.type === 'radar' && (f.minHeroes ?? 1) <= size)
    .map((f) => zoneAtXY(board, f.x, f.y));
  const startZones = [...new Set(features.filter((f) => f.type === 'start').map((f) => zoneAtXY(board, f.x, f.y)))];
  const seenSpots = (zone: number): number => {
    const sight = zoneSightFrom(board, state, zone);
    return radarZones.filter((z) => z >= 0 && (sight[z] ?? -1) >= 0).length;
  };
  const field = distancesTo(board, state, startZones);
  let within1 = 0;
  let within2 = 0;
  let within3 = 0;
  let anywhere = 0;
  let worstZone = '';
  let longestRun = 0;
  let longestRunZone = '';
  for (let z = 0; z < board.zones.length; z++) {
    const away = field.distanceAt(z);
    const spots = seenSpots(z);
    anywhere = Math.max(anywhere, spots);
    if (away >= 0 && away <= 3) within3 = Math.max(within3, spots);
    if (away >= 0 && away <= 1) within1 = Math.max(within1, spots);
    if (away >= 0 && away <= 2 && spots > within2) [within2, worstZone] = [spots, board.zones[z]?.id ?? ''];
    if (!isRoom(board, z)) {
      const run = zoneSightFrom(board, state, z).filter((d) => d >= 0).length - 1;
      if (run > longestRun) [longestRun, longestRunZone] = [run, board.zones[z]?.id ?? ''];
    }
  }
  const fromStart = Math.max(0, ...startZones.map(seenSpots));
  return { fromStart, within1, within2, within3, anywhere, worstZone, longestRun, longestRunZone };
}
