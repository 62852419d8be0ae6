import type { Board } from '../../board/board';
import type { Side, Unit } from '../../game/game-state';
import type { Slot } from '../../rules/core/ruleset';
import { deploySquares } from './blips';
import { facingOf, isBlip, isBug, isTrooper, onBoard, squareOf, step } from './board-state';
import { checkWith } from './dispatch';
import { readOf, type Read } from './context';
import { reachableDoors } from './doors';
import { surplusTargets } from './missile';
import type { BoardingAction, BoardingState, Facing } from './types';
import { CP } from './content';
import { DEPLOY, FACE, INTERRUPT, SURPLUS } from './windows';

const FACINGS: readonly Facing[] = [0, 1, 2, 3];

/** Every action a model might take now, before the checks weed them out. */
function candidatesFor(read: Read, unit: Unit, side: Side): BoardingAction[] {
  const { state, board } = read;
  const id = unit.id;
  const out: BoardingAction[] = [];
  if (!onBoard(unit)) {
    if (isBlip(unit)) out.push({ type: 'enter', side, unit: id });
    return out;
  }
  for (let d = 0; d < 4; d++) out.push({ type: 'move', side, unit: id, to: step(unit, d) });
  for (const door of reachableDoors(read, unit)) out.push({ type: 'door', side, unit: id, door: board.doors[door]?.id ?? '' });
  if (isBlip(unit)) {
    out.push({ type: 'convert', side, unit: id });
    return out;
  }
  for (const facing of FACINGS) if (facing !== facingOf(unit)) out.push({ type: 'turn', side, unit: id, facing });
  out.push({ type: 'assault', side, unit: id });
  if (!isTrooper(unit)) return out;
  const bugs = state.units.filter((u) => isBug(u) && onBoard(u));
  const facing = facingOf(unit);
  for (const bug of bugs) {
    out.push({ type: 'fire', side, unit: id, target: bug.id });
    out.push({ type: 'fire-sustained', side, unit: id, target: bug.id });
    out.push({ type: 'burst-shot', side, unit: id, target: bug.id });
    out.push({ type: 'move-fire', side, unit: id, to: step(unit, facing), target: bug.id });
    out.push({ type: 'move-fire', side, unit: id, to: step(unit, (facing + 2) & 3), target: bug.id });
  }
  for (const target of state.units) if ((isBug(target) || isBlip(target)) && onBoard(target)) out.push({ type: 'fire-missile', side, unit: id, target: target.id });
  let at = step(unit, facing);
  for (let i = 0; i < 12; i++, at = step(at, facing)) out.push({ type: 'fire-inferno', side, unit: id, at });
  const chain = state.ext.chain;
  if (chain && chain.unit === id) for (let d = 0; d < 4; d++) out.push({ type: 'inferno-chain', side, unit: id, at: step(squareOf(board, chain.last), d) });
  for (const type of ['overwatch', 'clear-jam', 'reload', 'pick-up'] as const) out.push({ type, side, unit: id });
  return out;
}

function windowCandidates(read: Read, slot: Extract<Slot, { kind: 'reaction' }>): BoardingAction[] {
  const { state, board } = read;
  const side = slot.window.side;
  const { ext } = state;
  switch (slot.window.kind) {
    case FACE:
      return ext.face ? [{ type: 'face', side, unit: ext.face.unit }] : [];
    case DEPLOY: {
      const deployment = ext.deployments[0];
      if (!deployment) return [];
      return deploySquares(state, board, deployment).flatMap((at) => FACINGS.map((facing): BoardingAction => ({ type: 'deploy', side, at, facing })));
    }
    case SURPLUS: {
      const firer = ext.surplus ? state.units.find((u) => u.id === ext.surplus?.unit) : undefined;
      return firer && ext.surplus ? surplusTargets(state, board, firer, ext.surplus.impact).map((t) => ({ type: 'assign-surplus', side, target: t.id })) : [];
    }
    case INTERRUPT: {
      const out: BoardingAction[] = [];
      for (const unit of state.units) {
        if (!isTrooper(unit) || !onBoard(unit)) continue;
        out.push({ type: 'overwatch-shot', side, unit: unit.id });
        out.push(...candidatesFor(read, unit, side));
      }
      return out;
    }
    default:
      return [];
  }
}

/** The ruleset's own legal actions in a slot: candidates that pass `checkAction` (one read of the state for all). */
export function legalBoardingActions(state: BoardingState, board: Board, slot: Slot): BoardingAction[] {
  const read = readOf(state, board, slot);
  let candidates: BoardingAction[] = [];
  if (slot.kind === 'reaction') candidates = windowCandidates(read, slot);
  else if (slot.kind === 'unit') {
    candidates = candidatesFor(read, slot.unit, slot.unit.side);
    // §5.3: while CP remain, any other trooper may act in a trooper's slot, paying CP only.
    if (isTrooper(slot.unit) && (state.counters[CP] ?? 0) > 0) {
      for (const unit of state.units) if (unit.id !== slot.unit.id && isTrooper(unit) && onBoard(unit)) candidates.push(...candidatesFor(read, unit, unit.side));
    }
  }
  return candidates.filter((action) => checkWith(read, action) === null);
}
