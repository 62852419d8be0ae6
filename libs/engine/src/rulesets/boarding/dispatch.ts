import type { Board } from '../../board/board';
import { ruleError, type RuleError } from '../../rules/core/errors';
import type { Slot } from '../../rules/core/ruleset';
import { checkAssault, checkFace, resolveAssault, resolveFace } from './assault';
import { checkConvert, checkDeploy, checkEnter, convertExposed, resolveConvert, resolveDeploy, resolveEnter } from './blips';
import { isTrooper, onBoard } from './board-state';
import { CP, RULES } from './content';
import { ctxOf, readOf, type Ctx, type DiceSource, type Read } from './context';
import { checkDoor, resolveDoor } from './doors';
import { setStat, unitOnBoard } from './effects';
import { checkFire, checkMoveFire, checkOverwatchShot, checkSimple, resolveFire, resolveMoveFire, resolveOverwatchShot, resolveSimple } from './firing';
import { checkChain, checkInferno, resolveChain, resolveInferno } from './inferno';
import { checkPickUp, resolvePickUp } from './mission';
import { checkMissile, checkSurplus, resolveMissile, resolveSurplus } from './missile';
import { checkMove, checkTurn, resolveMove, resolveTurn } from './movement';
import { trooperSees } from './sight';
import type { BoardingAction, BoardingState, BoardingTx } from './types';
import { DEPLOY, FACE, INTERRUPT, queueWindow, SURPLUS } from './windows';

/** The actions each kind of window allows (everything else waits until it closes). */
const WINDOW_ACTIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  [FACE]: new Set(['face']),
  [DEPLOY]: new Set(['deploy']),
  [SURPLUS]: new Set(['assign-surplus']),
};
const WINDOW_ONLY: ReadonlySet<string> = new Set(['face', 'deploy', 'assign-surplus', 'overwatch-shot']);

export function checkAction(state: BoardingState, board: Board, action: BoardingAction, slot: Slot): RuleError | null {
  return checkWith(readOf(state, board, slot), action);
}

/** `checkAction` on a read already made (legal-action enumeration checks many actions on one state). */
export function checkWith(read: Read, action: BoardingAction): RuleError | null {
  const { slot } = read;
  if (slot.kind === 'reaction') {
    const allowed = WINDOW_ACTIONS[slot.window.kind];
    if (allowed ? !allowed.has(action.type) : slot.window.kind !== INTERRUPT || ['face', 'deploy', 'assign-surplus'].includes(action.type)) {
      return ruleError('wrong-phase', `No ${action.type} in this window.`);
    }
  } else if (WINDOW_ONLY.has(action.type)) return ruleError('wrong-phase', `${action.type} is a reaction.`);
  if ('unit' in action && typeof action.unit !== 'string') return ruleError('malformed-action', 'Name the model.');
  switch (action.type) {
    case 'move': return checkMove(read, action);
    case 'turn': return checkTurn(read, action);
    case 'fire':
    case 'fire-sustained':
    case 'burst-shot': return checkFire(read, action);
    case 'move-fire': return checkMoveFire(read, action);
    case 'fire-inferno': return checkInferno(read, action);
    case 'inferno-chain': return checkChain(read, action);
    case 'fire-missile': return checkMissile(read, action);
    case 'assign-surplus': return checkSurplus(read, action);
    case 'overwatch':
    case 'clear-jam':
    case 'reload': return checkSimple(read, action);
    case 'overwatch-shot': return checkOverwatchShot(read, action);
    case 'assault': return checkAssault(read, action);
    case 'door': return checkDoor(read, action);
    case 'face': return checkFace(read, action);
    case 'enter': return checkEnter(read, action);
    case 'convert': return checkConvert(read, action);
    case 'deploy': return checkDeploy(read, action);
    case 'pick-up': return checkPickUp(read, action);
  }
}

function run(c: Ctx, action: BoardingAction): void {
  switch (action.type) {
    case 'move': return resolveMove(c, action);
    case 'turn': return resolveTurn(c, action);
    case 'fire':
    case 'fire-sustained':
    case 'burst-shot': return resolveFire(c, action);
    case 'move-fire': return resolveMoveFire(c, action);
    case 'fire-inferno': return resolveInferno(c, action);
    case 'inferno-chain': return resolveChain(c, action);
    case 'fire-missile': return resolveMissile(c, action);
    case 'assign-surplus': return resolveSurplus(c, action);
    case 'overwatch':
    case 'clear-jam':
    case 'reload': return resolveSimple(c, action);
    case 'overwatch-shot': return resolveOverwatchShot(c, action);
    case 'assault': return resolveAssault(c, action);
    case 'door': return resolveDoor(c, action);
    case 'face': return resolveFace(c, action);
    case 'enter': return resolveEnter(c, action);
    case 'convert': return resolveConvert(c, action);
    case 'deploy': return resolveDeploy(c, action);
    case 'pick-up': return resolvePickUp(c, action);
  }
}

/** Ends what a trooper's other actions end: the blaster streak (§7.2), a burst, a chain, overwatch (§7.7 step 6). */
function endSequences(c: Ctx, action: BoardingAction): void {
  const actor = 'unit' in action ? c.state.units.find((u) => u.id === action.unit) : undefined;
  if (!actor || !isTrooper(actor) || action.type === 'face' || action.type === 'overwatch-shot') return;
  const { ext } = c.state;
  if (action.type !== 'fire' && ext.streak) c.tx.w.set(ext, 'streak', null);
  if (action.type !== 'burst-shot' && ext.burst) c.tx.w.set(ext, 'burst', null);
  if (action.type !== 'inferno-chain' && ext.chain) c.tx.w.set(ext, 'chain', null);
  if (action.type !== 'overwatch' && (actor.stats['overwatch'] ?? 0) === 1) setStat(c, actor, 'overwatch', 0);
}

/** §4.2 step 3: after a bug's or blip's action the humans may interrupt (command points, overwatch). */
function offerInterrupt(c: Ctx): void {
  const slot = c.slot;
  if (!slot || slot.kind !== 'unit' || isTrooper(slot.unit)) return;
  const mover = c.moved ? unitOnBoard(c.state, c.moved) : undefined;
  const watched =
    mover !== undefined &&
    c.state.units.some((t) => isTrooper(t) && onBoard(t) && (t.stats['overwatch'] ?? 0) === 1 && trooperSees(c.board, gridFor(c), t, mover, RULES.overwatchRange));
  if ((c.state.counters[CP] ?? 0) > 0 || watched) queueWindow(c.tx, 'heroes', INTERRUPT, mover ? mover.id : null);
}

const gridFor = (c: Ctx) => readOf(c.state, c.board, { kind: 'free', side: 'heroes' }).grid;

export function resolveAction(tx: BoardingTx, action: BoardingAction, dice: DiceSource): void {
  const c = ctxOf(tx, dice);
  endSequences(c, action);
  run(c, action);
  if (action.type !== 'deploy') convertExposed(c);
  offerInterrupt(c);
}
