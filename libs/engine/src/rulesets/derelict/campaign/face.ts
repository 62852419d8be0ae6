import type { GameState } from '../../../game/game-state';
import { fail, ok } from '../../../result';
import type { CampaignFace, CampaignNext, CampaignRecord } from '../../campaign-face';
import { survivorClass } from '../content';
import { setupDerelictGame } from '../setup';
import type { DerelictExt } from '../types';
import { DERELICT_CAMPAIGNS, derelictCampaign, nextMission, type PlayedMission } from './campaigns';
import { carryIntoMission } from './carry-over';
import { chooseAtRefuge, currentParty, refugeInterlude } from './interlude';
import { heroesForNextMission, partyFromGame } from './party';
import { readCampaignRecord, type DerelictCampaignRecord } from './record';
import { arriveAtRefuge } from './refuge-arrival';

/**
 * Derelict's campaign face (campaign-face.ts): the four campaigns of §10.4, missions started with the party
 * carried in (carryIntoMission), the Refuge between them (§10.6). Records the apps hand back are trusted only
 * after `read`; records this module made are used as they are.
 */

const asRecord = (record: CampaignRecord): DerelictCampaignRecord => record as unknown as DerelictCampaignRecord;
const stored = (record: DerelictCampaignRecord): CampaignRecord => record as unknown as CampaignRecord;
const className = (kind: string): string => survivorClass(kind)?.name ?? kind;
const withArticle = (noun: string): string => `${/^[AEIOU]/i.test(noun) ? 'an' : 'a'} ${noun}`;

function next(record: CampaignRecord): CampaignNext {
  const { campaign, history } = asRecord(record);
  const found = derelictCampaign(campaign);
  const where = found ? nextMission(found, history) : undefined;
  if (!where?.ok) return { kind: 'lost' };
  return where.value;
}

/** §10.5: the outcome a finished mission records; a party with nobody left is wiped out. */
function outcomeOf(state: GameState, survivors: number): PlayedMission['outcome'] {
  if (state.status.kind === 'won') return 'won';
  return survivors === 0 ? 'wiped' : 'lost';
}

export const derelictCampaignFace: CampaignFace = {
  campaigns: () =>
    DERELICT_CAMPAIGNS.map((c) => ({ id: c.id, name: c.name, description: `${c.steps.length} missions; the party must include ${withArticle(className(c.requiredClass))}.` })),
  begin: (id) => (derelictCampaign(id) ? ok(stored({ campaign: id, party: null, history: [], refuge: null, joined: 0 })) : fail([`There is no campaign "${id.slice(0, 60)}".`])),
  read: (value) => {
    const read = readCampaignRecord(value);
    return read.ok ? ok(stored(read.value)) : read;
  },
  title: (record) => derelictCampaign(asRecord(record).campaign)?.name ?? 'Campaign',
  next,
  played: (record) => asRecord(record).history.length,
  heroes: (record) => {
    const party = currentParty(asRecord(record));
    return party ? heroesForNextMission(party) : undefined;
  },
  checkParty: (record, heroes) => {
    const campaign = derelictCampaign(asRecord(record).campaign);
    if (!campaign || heroes.some((h) => h.kind === campaign.requiredClass)) return undefined;
    return `"${campaign.name}" needs ${withArticle(className(campaign.requiredClass))} in the party (derelict.md §10.4).`;
  },
  start: (loaded, options, record) => {
    const party = currentParty(asRecord(record));
    // The flags earlier missions kept are in the mission state before its mission-start triggers run (CG07,
    // CG10, CG11 consequences), and the game is marked a campaign's (ROP18/ROP19's `campaign` condition).
    const game = setupDerelictGame(loaded, { ...options, campaign: true, ...(party?.flags ? { campaignFlags: party.flags } : {}) });
    if (!game.ok) return game;
    return ok(party ? { ...game.value, state: carryIntoMission(game.value.state, party) } : game.value);
  },
  finish: (record, mission, state, seed) => {
    const before = asRecord(record);
    const party = partyFromGame(state as GameState<DerelictExt>, currentParty(before) ?? undefined);
    const history = [...before.history, { mission, outcome: outcomeOf(state, party.survivors.length) }];
    const after: DerelictCampaignRecord = { ...before, party, history, refuge: null };
    // The Refuge lies between two missions (§10.6): none after the last one, nor after a wipe.
    // Its generator is the finished game's seed + 1, so the same game always leads to the same Refuge.
    return stored(next(stored(after)).kind === 'mission' ? { ...after, refuge: arriveAtRefuge(party, { seed: (seed + 1) | 0 }) } : after);
  },
  interlude: (record) => refugeInterlude(asRecord(record)),
  choose: (record, move) => {
    const chosen = chooseAtRefuge(asRecord(record), move);
    return chosen.ok ? ok(stored(chosen.value)) : chosen;
  },
};
