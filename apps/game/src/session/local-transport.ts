// The transport of a game played in this page: the engine runs here and the enemy is libs/ai's controller.
// The full state stays inside play/session.ts (a WeakMap beside each Session): nothing here reads it.
import { rulesVersionOf } from '@breachline/engine';
import { act, enemyStep, legalActions, sessionHash, type Session, type Step } from '../play/session';
import type { GameInfo, Seat, Transport, TransportUpdate } from './transport';

const seatOf = (session: Session): Seat => ({
  view: session.view,
  board: session.board,
  side: session.side,
  legal: legalActions(session),
  actionCount: session.actions.length,
});

export function createLocalTransport(start: Session): Transport {
  let session = start;
  const listeners = new Set<(update: TransportUpdate) => void>();
  const game: GameInfo = {
    loaded: start.loaded,
    ruleset: start.ruleset,
    seed: start.seed,
    heroes: start.heroes,
    rulesVersion: rulesVersionOf(start.loaded.mission.ruleset),
    ...(start.campaign ? { campaign: start.campaign } : {}),
  };
  const report = (step: Step) => {
    let update: TransportUpdate;
    if (step.ok) {
      session = step.session;
      update = { kind: 'step', seat: seatOf(session), events: step.events };
    } else update = { kind: 'refused', message: step.message };
    for (const listener of listeners) listener(update);
  };
  return {
    game,
    seat: () => seatOf(session),
    send: (action) => report(act(session, action)),
    requestEnemyStep: () => {
      if (session.side === 'enemies') report(enemyStep(session));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    record: () => ({ actions: session.actions, hash: sessionHash(session) }),
  };
}
