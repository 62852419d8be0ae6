import type { GameEvent } from '@breachline/engine';
import { act, startSession, type Session } from './session';

/** Every state of a finished game, rebuilt from its start, seed and action log (the engine is deterministic). */
export interface ReplayFrames {
  readonly sessions: readonly Session[];
  readonly events: readonly (readonly GameEvent[])[];
}

export function replayFrames(finished: Session): { ok: true; frames: ReplayFrames } | { ok: false; message: string } {
  const started = startSession(finished.loaded, finished.heroes, finished.seed);
  if (!started.ok) return started;
  const sessions: Session[] = [started.session];
  const events: GameEvent[][] = [[]];
  for (const [i, action] of finished.actions.entries()) {
    const step = act(sessions[i] as Session, action);
    if (!step.ok) return { ok: false, message: `Step ${i + 1} of the replay is refused: ${step.message}` };
    sessions.push(step.session);
    events.push([...step.events]);
  }
  return { ok: true, frames: { sessions, events } };
}
