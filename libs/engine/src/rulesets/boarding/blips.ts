import type { Unit } from '../../game/game-state';
import { addDeck, drawCard } from '../../rules/decks/deck';
import { ruleError, type RuleError } from '../../rules/core/errors';
import { placeToken, removeToken, revealToken } from '../../rules/hidden/hidden-token';
import { actorPaying, isError, payCost } from './actor';
import { neighbours8, touches } from './adjacency';
import { chebyshev, isBlip, isTrooper, onBoard, unitAt } from './board-state';
import { BLIP, BLIP_POOL, BUG, COST, POOL_DECK, RULES } from './content';
import type { Ctx, Read } from './context';
import { placeOn } from './movement';
import { exposedToTroopers } from './sight';
import type { BoardingAction, BoardingState, Deployment, Square } from './types';
import type { Board } from '../../board/board';
import { closeWindow, DEPLOY, openWindow } from './windows';
import { entriesOf, entryOf, putEntry, withoutEntry } from '../../rules/state/keyed';

/** §3.3: the pool, face down and shuffled (its order is hidden from every view: decks show counts). */
export function buildPool(c: Pick<Ctx, 'tx'>): void {
  const cards = BLIP_POOL.flatMap(({ bugs, copies }) => Array.from({ length: copies }, () => String(bugs)));
  addDeck(c.tx, POOL_DECK, cards, { reshuffle: 'never', secretFrom: 'heroes' });
}

export const entries = (board: Board): Square[] => board.features.filter((f) => f.type === 'entry').map((f) => ({ x: f.x, y: f.y }));

const lockedOut = (state: BoardingState, entry: Square): boolean =>
  state.units.some((u) => isTrooper(u) && onBoard(u) && chebyshev(u, entry) <= RULES.entryLockout);

/** §4.2 step 1, §8.1: draw blips and put each outside the entry point with fewest waiting (ties at random). */
export function reinforce(c: Ctx): void {
  const { tx, state, board } = c;
  const points = entries(board);
  const waiting = state.ext.waiting;
  const next: Record<string, { entry: number; blocked: boolean }> = {};
  for (const [id, wait] of entriesOf(waiting)) {
    const entry = points[wait.entry];
    putEntry(next, id, { entry: wait.entry, blocked: state.ext.options.recheckLurkers && entry !== undefined && lockedOut(state, entry) });
  }
  for (let i = 0; i < state.ext.options.blipsPerTurn && points.length > 0; i++) {
    const card = drawCard(tx, POOL_DECK);
    if (card === null) break;
    const load = points.map((_, e) => Object.values(next).filter((w) => w.entry === e).length);
    const fewest = Math.min(...load);
    const entry = tx.random.pick(points.map((_, e) => e).filter((e) => load[e] === fewest)) ?? 0;
    const token = placeToken(tx, BLIP, { x: -1, y: -1 }, { bugs: Number(card) }, ['enemies']);
    const blip: Unit = { id: token.id, side: 'enemies', kind: BLIP, name: 'Blip', x: -1, y: -1, health: 1, status: 'active', stats: { ap: 0 } };
    tx.w.push(state.units, blip);
    tx.emit({ type: 'spawned', unit: { ...blip, stats: { ...blip.stats } } });
    const point = points[entry];
    putEntry(next, token.id, { entry, blocked: point !== undefined && lockedOut(state, point) });
  }
  tx.w.set(state.ext, 'waiting', next);
}

type Enter = Extract<BoardingAction, { type: 'enter' }>;
type Convert = Extract<BoardingAction, { type: 'convert' }>;
type Deploy = Extract<BoardingAction, { type: 'deploy' }>;

export function checkEnter(read: Read, action: Enter): RuleError | null {
  const actor = actorPaying(read, action.unit, COST.enter);
  if (isError(actor)) return actor;
  const wait = entryOf(read.state.ext.waiting, action.unit);
  if (!wait) return ruleError('not-allowed', 'Only a blip waiting off the board enters.');
  if (wait.blocked) return ruleError('not-allowed', 'A trooper within 6 squares keeps this blip off the board this turn.');
  const entry = entries(read.board)[wait.entry];
  if (!entry || unitAt(read.state, entry.x, entry.y)) return ruleError('occupied', 'The entry square is taken.');
  return null;
}

export function resolveEnter(c: Ctx, action: Enter): void {
  const unit = c.state.units.find((u) => u.id === action.unit) as Unit;
  const wait = entryOf(c.state.ext.waiting, unit.id);
  const entry = wait ? entries(c.board)[wait.entry] : undefined;
  payCost(c, unit, COST.enter);
  c.tx.w.set(c.state.ext, 'waiting', withoutEntry(c.state.ext.waiting, unit.id));
  if (entry) placeOn(c, unit, entry);
}

export function checkConvert(read: Read, action: Convert): RuleError | null {
  const actor = actorPaying(read, action.unit, 0);
  if (isError(actor)) return actor;
  return isBlip(actor.unit) && onBoard(actor.unit) ? null : ruleError('not-allowed', 'Only a blip on the board converts.');
}

export function resolveConvert(c: Ctx, action: Convert): void {
  const unit = c.state.units.find((u) => u.id === action.unit);
  if (unit) convert(c, unit, true);
}

/** §8.4: the blip is turned over and removed; its bugs are then placed by the bug side. */
export function convert(c: Ctx, blip: Unit, acts: boolean): void {
  const contents = revealToken(c.tx, blip.id) as { bugs?: number } | undefined;
  const bugs = contents?.bugs ?? 1;
  removeToken(c.tx, blip.id);
  c.tx.w.removeAt(c.state.units, c.state.units.indexOf(blip));
  c.tx.emit({ type: 'message', text: `A blip converts into ${bugs} bug(s).` });
  const deployment: Deployment = { blip: blip.id, x: blip.x, y: blip.y, left: bugs, acts, placed: 0 };
  c.tx.w.push(c.state.ext.deployments, deployment);
  if (c.state.turn.reaction?.kind !== DEPLOY) openWindow(c.tx, 'enemies', DEPLOY, blip.id);
}

/** §8.4 (and its Proposed extension): every blip a trooper sees or stands next to converts at once. */
export function convertExposed(c: Ctx): void {
  for (const unit of c.state.units.slice()) {
    if (isBlip(unit) && onBoard(unit) && exposedToTroopers(c.state, c.board, unit)) convert(c, unit, false);
  }
}

/** The squares the next bug of a deployment may take: the blip's own square first (if free), then free squares touching it. */
export function deploySquares(state: BoardingState, board: Board, deployment: Deployment): Square[] {
  if (deployment.placed === 0 && !unitAt(state, deployment.x, deployment.y)) return [{ x: deployment.x, y: deployment.y }];
  return neighbours8(deployment).filter((at) => !unitAt(state, at.x, at.y) && touches(state, board, deployment, at, true));
}

export function checkDeploy(read: Read, action: Deploy): RuleError | null {
  const deployment = read.state.ext.deployments[0];
  if (read.slot.kind !== 'reaction' || read.slot.window.kind !== DEPLOY || !deployment) return ruleError('wrong-phase', 'No bugs to place.');
  if (![0, 1, 2, 3].includes(action.facing)) return ruleError('malformed-action', 'Facing is 0–3.');
  const ok = deploySquares(read.state, read.board, deployment).some((at) => at.x === action.at?.x && at.y === action.at?.y);
  return ok ? null : ruleError('blocked', 'Bugs go on the blip’s square, then on free squares next to it.');
}

export function resolveDeploy(c: Ctx, action: Deploy): void {
  const { tx, state } = c;
  const deployment = state.ext.deployments[0] as Deployment;
  const bug: Unit = {
    id: tx.newId(BUG),
    side: 'enemies',
    kind: BUG,
    name: 'Bug',
    x: action.at.x,
    y: action.at.y,
    health: 1,
    status: 'active',
    stats: { facing: action.facing, ap: 0, pair: 0 },
  };
  tx.w.push(state.units, bug);
  tx.emit({ type: 'spawned', unit: { ...bug, stats: { ...bug.stats } } });
  const pool = state.turn.pools.enemies;
  if (deployment.acts && pool && state.turn.side === 'enemies') tx.w.push(pool.remaining, bug.id);
  const next = { ...deployment, placed: deployment.placed + 1, left: deployment.left - 1 };
  const rest = state.ext.deployments.slice(1);
  const finished = next.left < 1 || deploySquares(state, c.board, next).length === 0;
  if (finished && next.left > 0) tx.emit({ type: 'message', text: `${next.left} bug(s) find no room and are lost.` });
  tx.w.set(state.ext, 'deployments', finished ? rest : [next, ...rest]);
  if (finished && rest.length === 0) closeWindow(tx);
}
