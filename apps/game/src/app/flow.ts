// Everything that loads, validates and starts a mission: the engine, the AI and the format's validators.
// Loaded on first use (see app.tsx), so the start screen does not wait for them.
import { RULESETS, type CampaignRecord, type HeroChoice } from '@breachline/engine';
import { decodeSharePayload, loadMission, loadMissionText, readShareFragment, type LoadResult, type LoadedMission } from '@breachline/scenario-schema';
import { sampleDocuments } from './mission-catalogue';
import type { SavedGame } from '../play/saved-game';
import { resumeSession, sessionHash, startSession, type SeenStep, type Session } from '../play/session';
import { rulesChangedSince } from '../session/rules-version';
import { autosaveTo } from '../session/autosave';
import { createGameStore } from '../session/game-store';
import { createLocalTransport } from '../session/local-transport';
import { drawSeed, parseSeed } from '../session/draw-seed';
import { prepareGame } from './prepare-game';
import type { Screen } from './screens';

/** The seed of the trial start that checks a mission can be played, and of its preview: no dice are rolled there. */
const SEED = 1;

/** The party a mission suggests, else the first heroes of the roster: what Playtest and share links start with. */
function defaultParty(loaded: LoadedMission): HeroChoice[] {
  const roster = RULESETS[loaded.mission.ruleset]?.roster ?? [];
  const suggested = (loaded.mission.party ?? []).filter((h) => roster.some((r) => r.kind === h.kind));
  if (suggested.length >= loaded.mission.meta.heroes.min) return suggested;
  return roster.slice(0, Math.max(1, loaded.mission.meta.heroes.min)).map((r) => ({ id: r.kind, kind: r.kind, name: r.name }));
}

/** Why the mission's rules cannot play it (not implemented yet, or the ruleset refuses this mission), if so. */
function unplayable(loaded: LoadedMission): string | undefined {
  if (!RULESETS[loaded.mission.ruleset]) return `The ${loaded.mission.ruleset} rules are not playable yet: this is the mission's board.`;
  const trial = startSession(loaded, defaultParty(loaded), SEED);
  return trial.ok ? undefined : `The ${loaded.mission.ruleset} rules cannot play this mission: ${trial.message}`;
}

/** A board to show for a mission the rules cannot play, with the reason. */
function preview(loaded: LoadedMission, reason: string): Screen {
  const prepared = prepareGame(loaded.mission, SEED);
  return prepared.ok ? { kind: 'preview', prepared: prepared.game, reason } : { kind: 'problem', title: 'This mission cannot be shown', issues: prepared.issues };
}

/**
 * Starts the mission; each game draws its own seed unless one is given (to play a recorded game again). In a
 * campaign, the ruleset's campaign face starts it with the party carried in.
 */
export function playOrPreview(loaded: LoadedMission, heroes: readonly HeroChoice[], players: number, seed: number = drawSeed(), campaign?: CampaignRecord): Screen {
  const started = startSession(loaded, heroes, seed, campaign);
  return started.ok ? playScreen(started.session, players, [started.start]) : { kind: 'problem', title: 'This mission cannot be started', issues: [{ stage: 'mission', path: '', message: started.message }] };
}

/** The play screen over a game store whose rules run in this page, autosaving to this browser. */
function playScreen(session: Session, players: number, history?: readonly SeenStep[]): Screen {
  const store = createGameStore(createLocalTransport(session), { players, autosave: autosaveTo(window.localStorage), ...(history ? { history } : {}) });
  return { kind: 'play', store, loaded: session.loaded };
}

/**
 * The screen a loaded mission opens on: party setup, or (`direct`, a shared link) the game itself with the
 * default party — then on the link's seed when it carries one, else on a drawn one, as any new game.
 */
function fromLoad(result: LoadResult, direct: false | { readonly seed?: number }): Screen {
  if (!result.ok) return { kind: 'problem', title: 'This mission cannot be played', issues: result.issues };
  const reason = unplayable(result.value);
  if (reason) return preview(result.value, reason);
  if (direct) return playOrPreview(result.value, defaultParty(result.value), 1, direct.seed ?? drawSeed());
  const roster = RULESETS[result.value.mission.ruleset]?.roster ?? [];
  return { kind: 'setup', loaded: result.value, roster };
}

const linkProblem = (message: string): Screen => ({ kind: 'problem', title: 'This mission cannot be played', issues: [{ stage: 'json', path: '', message }] });

/** The User Timing entry that measures how long opening a link took (read by the e2e tests and the browser's profiler). */
export const OPEN_LINK_MEASURE = 'breachline:open-link';

function measured<T>(name: string, run: () => T): T {
  const start = performance.now();
  try {
    return run();
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}

/** The seed a link names (`#m=…&s=42`, to play a given game again), none, or why the one it names is not a seed. */
function linkSeed(hash: string): { ok: true; seed?: number } | { ok: false; message: string } {
  const text = new URLSearchParams(hash.replace(/^#/, '')).get('s');
  if (text === null) return { ok: true };
  const parsed = parseSeed(text);
  return parsed.ok ? parsed : { ok: false, message: `This link's seed "${text.slice(0, 20)}" cannot be used: ${parsed.message}` };
}

/** A mission shared from the editor (a link or Playtest) opens ready to play, on the link's seed or a drawn one. */
export function sharedScreen(hash: string): Screen {
  return measured(OPEN_LINK_MEASURE, () => {
    const payload = readShareFragment(hash);
    if (payload === undefined) return { kind: 'start' };
    const seed = linkSeed(hash);
    if (!seed.ok) return linkProblem(seed.message);
    const decoded = decodeSharePayload(payload);
    return decoded.ok ? fromLoad(loadMissionText(decoded.value), seed.seed === undefined ? {} : { seed: seed.seed }) : linkProblem(decoded.message);
  });
}

export const sampleScreen = async (id: string): Promise<Screen> => fromLoad(loadMission((await sampleDocuments())[id]), false);

export const fileScreen = (text: string): Screen => fromLoad(loadMissionText(text), false);

export function linkScreen(link: string): Screen {
  const payload = readShareFragment(link.includes('#') ? link.slice(link.indexOf('#')) : link);
  if (payload === undefined) return linkProblem('That is not a Breachline share link: it has no "#m=" part.');
  const decoded = decodeSharePayload(payload);
  return decoded.ok ? fromLoad(loadMissionText(decoded.value), false) : linkProblem(decoded.message);
}

/**
 * Rebuilds a saved game by replay, or says why it cannot be (the caller sets the save aside, kept to download):
 * its actions refused, or (when the save recorded it) a rebuilt state other than the one saved — saying so
 * when the rules' version changed since.
 */
export function resumeScreen(save: SavedGame): { ok: true; screen: Screen } | { ok: false; message: string } {
  const loaded = loadMission(save.mission);
  // A campaign mission's save carries the campaign as it stood at the mission's start: its face checks it first.
  const face = loaded.ok ? RULESETS[loaded.value.mission.ruleset]?.campaign : undefined;
  const campaign = save.campaign === undefined ? undefined : face ? face.read(save.campaign) : { ok: false as const, errors: ['its rules have no campaigns'] };
  if (campaign && !campaign.ok) return { ok: false, message: `The saved game's campaign cannot be read: ${campaign.errors.join(' ')}` };
  const resumed = loaded.ok ? resumeSession(loaded.value, save.heroes, save.seed, save.actions, campaign?.value) : { ok: false as const, message: 'its mission no longer validates' };
  const changed = loaded.ok ? rulesChangedSince(loaded.value.mission.ruleset, save.rulesVersion) : undefined;
  const refused = (reason: string) => ({ ok: false as const, message: `The saved game could not be resumed: ${reason.replace(/\.$/, '')}.${changed ? ` ${changed}` : ''}` });
  if (!resumed.ok) return refused(resumed.message);
  if (save.hash !== undefined && sessionHash(resumed.session) !== save.hash) {
    return refused('replaying its actions no longer reaches the game that was saved, so it would not go on as it was');
  }
  return { ok: true, screen: playScreen(resumed.session, save.players, resumed.history) };
}
