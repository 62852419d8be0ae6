// A derelict game where a Shield Bubble is up, for the unit tests of the screens that draw it.
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, legalActions, startSession, type Session } from '../play/session';

/** P20 with the starting deal made Shield Bubbles (its starting deck, G16), after the first survivor raised one. */
export function bubbleRaised(): Session {
  const mission = structuredClone(SAMPLE_MISSIONS['derelict-p20-messing-with-the-bull']) as { decks: { base?: string; add?: unknown[] }[] };
  for (const deck of mission.decks) if (deck.base === 'starting-items') deck.add = [{ card: 'shield-bubble', count: 6 }, ...(deck.add ?? [])];
  const loaded = loadMission(mission);
  if (!loaded.ok) throw new Error('the variant should load');
  const started = startSession(loaded.value, [{ id: 'marine', kind: 'marine', name: 'Marine' }, { id: 'captain', kind: 'captain', name: 'Captain' }, { id: 'scout', kind: 'scout', name: 'Scout' }], 1);
  if (!started.ok) throw new Error(started.message);
  let session = started.session;
  for (let i = 0; i < 3 && !legalActions(session).some((a) => a['item'] === 'shield-bubble'); i++) {
    const step = act(session, legalActions(session).find((a) => a.type === 'activate'));
    if (step.ok) session = step.session;
  }
  const raised = act(session, legalActions(session).find((a) => a.type === 'use-item' && a['item'] === 'shield-bubble'));
  if (!raised.ok) throw new Error(raised.message);
  return raised.session;
}

