import { resolveOf, RULESETS, type CampaignFace } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { readSave } from '../play/saved-game';
import { startSession } from '../play/session';
import { autosaveTo } from '../session/autosave';
import { createGameStore } from '../session/game-store';
import { createLocalTransport } from '../session/local-transport';
import { memoryStorage } from '../testing/hostile-corpus';
import { resumeScreen } from './flow';

// Campaign missions (issue 17, derelict.md §10.5): started through the ruleset's campaign face with the party
// carried in, saved with the campaign, and resumed with it.

const face = RULESETS['derelict']?.campaign as CampaignFace;
const SECOND = 'derelict-co13-time-for-walkies';

/** "Fight of the Sentry" after its first mission: the technician hurt, injured and shaken; two others fresh. */
function afterFirstMission() {
  const survivor = (id: string, health: number, resolve: number, injuries: number) => ({
    id, name: id, kind: id, abilitySet: id, health, maxHealth: 10, resolve, injuries, items: ['pistol'], body: null, resolveCards: [], accomplishment: null,
  });
  const read = face.read({
    campaign: 'fight-of-the-sentry',
    party: { survivors: [survivor('technician', 4, 6, 1), survivor('engineer', 10, 10, 0), survivor('marine', 10, 10, 0)], fallen: [], awaitingRespawn: [] },
    history: [{ mission: 'derelict-co12-turning-it-off-and-on-again', outcome: 'won' }],
    refuge: null,
    joined: 0,
  });
  if (!read.ok) throw new Error(read.errors.join(' '));
  return read.value;
}

function loaded(id: string) {
  const result = loadMission(SAMPLE_MISSIONS[id]);
  if (!result.ok) throw new Error(`${id} should load`);
  return result.value;
}

describe('a campaign mission', () => {
  it('derelict.md §10.5: starts with the party carried in: Health and Resolve as the last mission left them', () => {
    const record = afterFirstMission();
    const heroes = face.heroes(record) ?? [];
    expect(heroes.map((h) => h.id)).toEqual(['technician', 'engineer', 'marine']);
    const started = startSession(loaded(SECOND), heroes, 5, record);
    if (!started.ok) throw new Error(started.message);
    const technician = started.session.view.units.find((u) => u.id === 'technician');
    expect(technician?.health).toBe(4);
    expect(resolveOf(started.session.view, 'technician')).toBe(6);
    // The same mission outside the campaign starts fresh.
    const fresh = startSession(loaded(SECOND), heroes, 5);
    expect(fresh.ok && fresh.session.view.units.find((u) => u.id === 'technician')?.health).toBe(10);
  });

  it('is saved with its campaign and resumed with the party as carried; a save whose campaign is damaged is refused in words', () => {
    const record = afterFirstMission();
    const started = startSession(loaded(SECOND), face.heroes(record) ?? [], 5, record);
    if (!started.ok) throw new Error(started.message);
    const storage = memoryStorage();
    const store = createGameStore(createLocalTransport(started.session), { players: 1, autosave: autosaveTo(storage), history: [started.start] });
    store.getState().start();
    const { seat } = store.getState();
    store.getState().act(seat.legal[0]);
    store.getState().stop();
    const read = readSave(storage);
    if (read.kind !== 'save') throw new Error('the game should have saved');
    expect(read.save.campaign).toEqual(record);
    const resumed = resumeScreen(read.save);
    expect(resumed.ok && resumed.screen.kind === 'play' && resumed.screen.store.getState().seat.view.units.find((u) => u.id === 'technician')?.health).toBe(4);
    const damaged = resumeScreen({ ...read.save, campaign: { ...record, history: 'lost' } });
    expect(damaged).toEqual({ ok: false, message: expect.stringMatching(/^The saved game's campaign cannot be read: The saved campaign is damaged: campaign.history is not a list/) });
  });
});
