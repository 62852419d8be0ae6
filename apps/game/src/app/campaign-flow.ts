// Campaigns: picking one, starting its missions with the party carried in, and what follows a mission's end.
// Every campaign rule is the ruleset's campaign face's (RulesetEntry.campaign); this module only moves between
// screens and keeps the campaign in the browser. Loaded with the engine, on first use.
import { presentationFor, RULESETS, type CampaignFace, type CampaignRecord, type HeroChoice } from '@breachline/engine';
import { loadMission, type LoadedMission } from '@breachline/scenario-schema';
import type { SavedCampaign } from '../play/saved-campaign';
import { clearSave } from '../play/saved-game';
import { finishCampaign, resumeSession } from '../play/session';
import { keepCampaign, readCampaign } from '../play/saved-campaign';
import type { GameInfo, GameRecord } from '../session/transport';
import { drawSeed } from '../session/draw-seed';
import { playOrPreview } from './flow';
import { sampleDocuments } from './mission-catalogue';
import type { CampaignInPlay, Screen } from './screens';

const problem = (title: string, message: string): Screen => ({ kind: 'problem', title, issues: [{ stage: 'mission', path: '', message }] });

/** Every ruleset's campaigns, under the ruleset's name. */
export function campaignsScreen(): Screen {
  const groups = Object.values(RULESETS).flatMap((entry) =>
    entry.campaign ? [{ ruleset: entry.id, name: presentationFor(entry.id).name, campaigns: entry.campaign.campaigns() }] : [],
  );
  return { kind: 'campaigns', groups };
}

const faceOf = (ruleset: string): CampaignFace | undefined => RULESETS[ruleset]?.campaign;

/** Keeps the campaign in this browser; says why when it could not. */
export function saveCampaign(campaign: CampaignInPlay): string | undefined {
  return keepCampaign(window.localStorage, { ruleset: campaign.ruleset, title: campaign.face.title(campaign.record), players: campaign.players, record: campaign.record });
}

/** The campaign's screen: its interlude, its next mission, or its end; mission titles from the samples. */
export async function campaignScreen(campaign: CampaignInPlay, notice?: string): Promise<Screen> {
  const documents = await sampleDocuments();
  const titles = new Map<string, string>();
  for (const [id, document] of Object.entries(documents)) {
    const title = (document as { meta?: { title?: unknown } }).meta?.title;
    titles.set(id, typeof title === 'string' ? title : id);
  }
  const unsaved = saveCampaign(campaign);
  const said = [notice, unsaved].filter((s): s is string => s !== undefined).join(' ');
  return { kind: 'campaign', campaign, titles, ...(said !== '' ? { notice: said } : {}) };
}

export function beginCampaign(ruleset: string, id: string): Promise<Screen> | Screen {
  const face = faceOf(ruleset);
  if (!face) return problem('This campaign cannot be started', 'These rules have no campaigns.');
  const begun = face.begin(id);
  if (!begun.ok) return problem('This campaign cannot be started', begun.errors.join(' '));
  return campaignScreen({ ruleset, face, record: begun.value, players: 1 });
}

/** The stored campaign, checked by its face; a damaged one says why (the caller sets it aside). */
export async function continueCampaign(saved: SavedCampaign): Promise<{ ok: true; screen: Screen } | { ok: false; message: string }> {
  const face = faceOf(saved.ruleset);
  if (!face) return { ok: false, message: `The saved campaign's rules ("${saved.ruleset.slice(0, 40)}") have no campaigns in this version of Breachline.` };
  const read = face.read(saved.record);
  if (!read.ok) return { ok: false, message: read.errors.join(' ') };
  return { ok: true, screen: await campaignScreen({ ruleset: saved.ruleset, face, record: read.value, players: saved.players }) };
}

async function loadSample(id: string): Promise<LoadedMission | string> {
  const loaded = loadMission((await sampleDocuments())[id]);
  return loaded.ok ? loaded.value : `Mission "${id}" does not load: ${loaded.issues.map((i) => i.message).join(' ')}`;
}

/** The campaign's next mission: party setup for the first one (the players choose), else the game with the party carried in. */
export async function campaignMission(campaign: CampaignInPlay, mission: string): Promise<Screen> {
  const loaded = await loadSample(mission);
  if (typeof loaded === 'string') return problem('This mission cannot be played', loaded);
  const heroes = campaign.face.heroes(campaign.record);
  if (heroes === undefined) {
    const roster = RULESETS[loaded.mission.ruleset]?.roster ?? [];
    return { kind: 'setup', loaded, roster, campaign };
  }
  return playOrPreview(loaded, heroes, campaign.players, drawSeed(), campaign.record);
}

/** The first mission with the players' party, if the campaign takes it. */
export function firstMission(campaign: CampaignInPlay, loaded: LoadedMission, heroes: readonly HeroChoice[], players: number, seed?: number): Promise<Screen> | Screen {
  const refused = campaign.face.checkParty(campaign.record, heroes);
  if (refused) return problem('This party cannot start the campaign', refused);
  const withPlayers = { ...campaign, players };
  const unsaved = saveCampaign(withPlayers);
  if (unsaved) return problem('The campaign cannot be kept', unsaved);
  return playOrPreview(loaded, heroes, players, seed ?? drawSeed(), campaign.record);
}

/**
 * After a campaign mission's end: the game is rebuilt from its record (the full state stays in the session
 * module) and the face reads the party from it. A campaign already moved past this mission (the end screen
 * shown again after a reload) is continued as stored, so nothing done since is lost.
 */
export async function afterMission(game: GameInfo, record: GameRecord, players: number): Promise<Screen> {
  const face = faceOf(game.loaded.mission.ruleset);
  if (!face || !game.campaign) return problem('This is not a campaign mission', 'The game was not started in a campaign.');
  const stored = readCampaign(window.localStorage);
  const started: CampaignRecord = game.campaign;
  if (stored.kind === 'campaign' && stored.campaign.ruleset === game.loaded.mission.ruleset && stored.campaign.title === face.title(started)) {
    const read = face.read(stored.campaign.record);
    if (read.ok && face.played(read.value) > face.played(started)) return campaignScreen({ ruleset: stored.campaign.ruleset, face, record: read.value, players: stored.campaign.players });
  }
  const resumed = resumeSession(game.loaded, game.heroes, game.seed, record.actions, started);
  if (!resumed.ok) return problem('The campaign cannot go on', resumed.message);
  const finished = finishCampaign(resumed.session);
  if (!finished) return problem('The campaign cannot go on', 'The mission is not over yet.');
  // The mission now lives in the campaign: its game save would only offer to resume a finished game.
  clearSave(window.localStorage);
  return campaignScreen({ ruleset: game.loaded.mission.ruleset, face, record: finished, players });
}
