// infiltration.md §11.1 objective items and the §12.3 objective cards that use them: the Dossier among false
// objectives, the demolition charges planted with Give Item and the Detonator that sets them off (a BOOM!),
// and the escort token (§11.4 Escort). A mission places them through its `objective` features tagged with the
// item's id (`face-up` when placed face up); the face-down ones are shuffled over their locations at set-up.
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { placeToken, removeToken, revealToken } from '../../rules/hidden/hidden-token';
import type { HiddenToken } from '../../rules/hidden/hidden-token-state';
import { setEntry } from '../../rules/state/keyed';
import { holdsItem, loseItem } from '../../rules/heroes/hero-sheet';
import type { Ctx, ObjectiveItemSpot } from './context';
import { ITEMS, ITEM_TOKEN } from './item-content';
import { bang } from './noise';
import { areaOf, unitsIn } from './space';
import { revealSeenTokens } from './spawning';
import { statsOf, type InfiltrationAction, type InfiltrationState } from './types';

export const OBJECTIVE_TOKEN = ITEM_TOKEN.objective;
export const OBJECTIVE_ITEM_IDS: readonly string[] = ITEMS.filter((i) => i.pool === 'objective').map((i) => i.id);
export const DOSSIER = 'dossier';
export const FALSE_OBJECTIVE = 'false-objective';
export const CHARGE = 'demolition-charge';
export const DETONATOR = 'detonator';
export const ESCORT = 'escort';
/** The tag that places an objective item face up (§12.3: Recon's tokens and the escort; Demolition's targets). */
export const FACE_UP_TAG = 'face-up';

export type { ObjectiveItemSpot } from './context';

interface ObjectiveContents {
  readonly item: string;
  readonly feature: string;
  readonly charged?: true;
}

/** The objective item a mission feature names by its tags, if any. */
export function objectiveItemOf(tags: readonly unknown[]): string | undefined {
  return tags.find((t): t is string => typeof t === 'string' && OBJECTIVE_ITEM_IDS.includes(t));
}

/** §12.3 "shuffled face-down into the objective locations": the face-down items change places, the face-up stay. */
export function placeObjectiveItems(c: Ctx, spots: readonly ObjectiveItemSpot[]): void {
  const hidden = spots.filter((s) => !s.faceUp);
  const dealt = c.tx.random.shuffle(hidden.map((s) => s.item));
  for (const spot of spots) {
    const item = spot.faceUp ? spot.item : (dealt[hidden.indexOf(spot)] ?? spot.item);
    const token = placeToken(c.tx, OBJECTIVE_TOKEN, spot, { item, feature: spot.feature });
    if (spot.faceUp) revealToken(c.tx, token.id);
  }
}

export const contentsOf = (token: HiddenToken): ObjectiveContents | undefined => {
  const contents = token.contents as Partial<ObjectiveContents> | null;
  return typeof contents?.item === 'string' && typeof contents.feature === 'string' ? (contents as ObjectiveContents) : undefined;
};

const objectiveTokens = (state: InfiltrationState): HiddenToken[] => state.tokens.filter((t) => t.kind === OBJECTIVE_TOKEN);
const tokenArea = (board: Board, t: { x: number; y: number }): number => board.zoneOf[t.y * board.width + t.x] ?? -1;
/** A face-up false objective: a Demolition target, never taken. */
const isTarget = (t: HiddenToken): boolean => t.revealed && contentsOf(t)?.item === FALSE_OBJECTIVE;

/**
 * §6.4 / §11.4: whether Search may take this objective token. A face-up false objective is a target, not loot;
 * the escort token is taken even with enemies in the area (Escort).
 */
export function searchableObjective(token: HiddenToken, enemiesHere: boolean): boolean {
  if (isTarget(token)) return false;
  // A dropped escort token (Drop, knock-back) has no mission feature any more: read its item alone.
  const item = token.revealed ? (token.contents as { item?: unknown } | null)?.item : undefined;
  return item === ESCORT || !enemiesHere;
}

/** After the Search's reveal: a false objective stays where it is, face up ("a red herring: keep looking"). */
export const staysOnMap = (contents: unknown): boolean => (contents as { item?: unknown } | null)?.item === FALSE_OBJECTIVE;

/** The mission feature a taken objective token stood for is gone from its place. */
export function objectiveTaken(c: Ctx, token: HiddenToken): void {
  const feature = contentsOf(token)?.feature;
  if (feature && c.state.mission) setEntry(c.tx.w, c.state.mission.features, feature, 'removed');
}

type PlantAction = Extract<InfiltrationAction, { type: 'plant' }>;

/** §12.3 Demolition: plant a charge on an unplanted false objective in the area (a Give Item, once a turn, no enemies). */
export function plantActions(state: InfiltrationState, board: Board, hero: Unit): PlantAction[] {
  if (!holdsItem(state, hero.id, CHARGE) || (hero.stats['gaveOrDropped'] ?? 0) !== 0) return [];
  const area = areaOf(board, hero);
  if (unitsIn(state, board, area, 'enemies').length > 0) return [];
  return objectiveTokens(state)
    .filter((t) => isTarget(t) && contentsOf(t)?.charged !== true && tokenArea(board, t) === area)
    .map((t) => ({ type: 'plant', side: 'heroes', unit: hero.id, token: t.id }));
}

export function plant(c: Ctx, hero: Unit, action: PlantAction): void {
  const token = c.state.tokens.find((t) => t.id === action.token);
  const contents = token ? contentsOf(token) : undefined;
  if (!token || !contents || !loseItem(c.tx, hero.id, CHARGE)) return;
  c.tx.w.set(statsOf(hero), 'gaveOrDropped', 1);
  c.tx.w.set(token, 'contents', { ...contents, charged: true });
  c.tx.emit({ type: 'message', title: `${hero.name} plants a charge`, text: `${objectiveTokens(c.state).filter((t) => contentsOf(t)?.charged).length} of ${objectiveTokens(c.state).filter(isTarget).length} charges planted.` });
}

/** The Detonator may be used once every false objective on the map carries a charge. */
export function detonatorReady(state: InfiltrationState): boolean {
  const targets = objectiveTokens(state).filter(isTarget);
  return targets.length > 0 && targets.every((t) => contentsOf(t)?.charged === true);
}

/** §12.3 Demolition: the Detonator is used (Use an Item): a BOOM!, and every charged target is destroyed. */
export function detonate(c: Ctx, hero: Unit): void {
  const charged = objectiveTokens(c.state).filter((t) => contentsOf(t)?.charged === true);
  bang(c, hero.id, 2, false);
  for (const token of charged) {
    const feature = contentsOf(token)?.feature ?? '';
    removeToken(c.tx, token.id);
    if (c.state.mission) setEntry(c.tx.w, c.state.mission.features, feature, 'destroyed');
    c.tx.emit({ type: 'feature-destroyed', feature });
  }
  revealSeenTokens(c);
}
