// What the hive rules need of a mission before play (hive.md §4.1 setup, §6.5 exploration, §11 G2 tile grid):
// run by validation and by `setupHiveGame` alike, so a mission that validates also starts and plays.
import type { HeroChoice } from '../../game/setup-game';
import { checkParty, roundCountProblem, type MissionCheckIssue } from '../mission-check';
import type { LoadedMissionInput } from '../mission-input';
import { orientTile } from '../../board/oriented-tile';
import { VALKYRIES } from './content';
import { readOptions } from '../options-parser';
import { HIVE_OPTIONS } from './options';
import { openEdges, tileSize } from './hive-board';
import { checkHiveDecks } from './mission-decks';

export { HIVE_DIFFICULTIES, HIVE_OBJECTIVES } from './options';

type HiveInput = Omit<LoadedMissionInput, 'mission'> & { readonly mission: Omit<LoadedMissionInput['mission'], 'ruleset'> };

/** Overrides a game's party setup may make (the mission's own values are checked when absent). */
export interface HiveCheckOverrides {
  readonly heroes?: readonly HeroChoice[];
  readonly objective?: string;
  readonly difficulty?: string;
}

/**
 * The party of a mission that names none: the first Valkyries, as many as the mission allows at most
 * (its `meta.heroes.max`, all six when it says nothing), so validation checks the largest party a game may start with.
 */
export function defaultHiveParty(mission: HiveInput['mission']): HeroChoice[] {
  const most = Math.min(VALKYRIES.length, mission.meta?.heroes?.max ?? VALKYRIES.length);
  return VALKYRIES.slice(0, Math.max(1, most)).map((p) => ({ id: p.kind, kind: p.kind, name: p.name }));
}

/** Every reason the hive rules cannot play this mission; empty when they can. */
export function checkHiveMission(loaded: HiveInput, overrides: HiveCheckOverrides = {}): MissionCheckIssue[] {
  const { mission } = loaded;
  const heroes = overrides.heroes ?? mission.party ?? defaultHiveParty(mission);
  return [
    ...checkParty(heroes, VALKYRIES, loaded.board, overrides.heroes || mission.party ? '/party' : '/features', 'Valkyries'),
    ...readOptions(HIVE_OPTIONS, hiveOptionsOf(mission, overrides)).issues,
    ...checkRoundCapDefeat(mission),
    ...checkDeck(loaded),
    ...checkHiveDecks(mission.decks),
  ];
}

/** The mission's options with a game's overrides (the party setup's objective and difficulty) on top. */
export function hiveOptionsOf(mission: HiveInput['mission'], overrides: Pick<HiveCheckOverrides, 'objective' | 'difficulty'>): Readonly<Record<string, unknown>> {
  return { ...mission.options, ...(overrides.objective ? { objective: overrides.objective } : {}), ...(overrides.difficulty ? { difficulty: overrides.difficulty } : {}) };
}

/** The cap is a round defeat condition (`round > N`, `round >= N`) or the `roundCap` option (see `roundCapOf`; the option is read with the others). */
function checkRoundCapDefeat(mission: HiveInput['mission']): MissionCheckIssue[] {
  const issues: MissionCheckIssue[] = [];
  const defeat = mission.defeat as { test?: unknown; op?: unknown; value?: unknown } | undefined;
  if (defeat?.test === 'round' && (defeat.op === '>' || defeat.op === '>=')) {
    const cap = typeof defeat.value === 'number' && defeat.op === '>=' ? defeat.value - 1 : defeat.value;
    const problem = roundCountProblem(cap, `The round cap (the last round before defeat)`);
    if (problem) issues.push({ path: '/defeat/value', message: problem });
  }
  return issues;
}

/** §6.5: a pile of hive tiles of the tile grid's size, and somewhere on the starting board to explore from. */
function checkDeck(loaded: HiveInput): MissionCheckIssue[] {
  const exploration = loaded.mission.exploration;
  const deck = exploration?.deck ?? [];
  if (deck.length === 0) {
    return [
      {
        path: exploration ? '/exploration/deck' : '',
        message: 'This mission has no exploration deck: the hive rules need a pile of tiles to explore (add "exploration" with its "deck" and "bounds").',
      },
    ];
  }
  const issues: MissionCheckIssue[] = [];
  const tiles = new Map(loaded.tiles.map((tile) => [tile.id, tile]));
  const size = tileSize(loaded.board);
  deck.forEach((entry, e) => {
    const path = `/exploration/deck/${e}/tile`;
    const slash = entry.tile.indexOf('/');
    if (slash >= 0 && entry.tile.slice(0, slash) !== 'hive') {
      issues.push({ path, message: `The tile "${entry.tile}" belongs to the ${entry.tile.slice(0, slash)} tile set; a hive deck holds hive tiles or the mission's own.` });
      return;
    }
    const tile = tiles.get(entry.tile);
    if (!tile) {
      issues.push({ path, message: `The exploration deck names an unknown tile "${entry.tile}".` });
      return;
    }
    const oriented = orientTile(tile, 0);
    if (oriented.width !== size || oriented.height !== size) {
      issues.push({
        path,
        message: `The tile "${entry.tile}" is ${oriented.width}×${oriented.height} cells; explored tiles must fill one slot of the tile grid, ${size}×${size} like the first tile of the layout.`,
      });
    }
  });
  if (issues.length === 0 && openEdges(loaded.board).length === 0) {
    issues.push({
      path: '/exploration',
      message: `Nothing can ever be explored: no tile of the layout has an opening onto an empty ${size}×${size} slot of the tile grid inside the board. Give a tile an opening and make "exploration.bounds" large enough around it.`,
    });
  }
  return issues;
}
