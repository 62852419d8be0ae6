import { fail, ok, type Result } from '../../../result';
import { capital, humanise } from '../../../rules/core/presentation';
import type { InterludeChoice, InterludeMove, InterludeStat, InterludeView } from '../../campaign-face';
import { accomplishment } from '../accomplishments';
import { INJURY, SURVIVOR_CLASSES, survivorClass, weaponData } from '../content';
import type { CampaignParty } from './party';
import type { DerelictCampaignRecord } from './record';
import { respawn } from './refuge-arrival';
import { leave, stay, visit, type RefugeVisit } from './refuge';
import type { RefugeState } from './refuge-state';
import { refugeView, type SurvivorView } from './refuge-view';

/**
 * The Refuge (derelict.md §10.6) as the campaign face's between-missions place: its screen data from
 * `refugeView` (never the decks' order nor a face-down card), its choices as the players may make them, and
 * each choice played through refuge.ts / refuge-arrival.ts, whose RefugeError message is what a refused
 * choice says.
 */

const itemName = (id: string): string => weaponData(id)?.name ?? capital(humanise(id));
const INJURIES: readonly [number, string][] = [
  [INJURY.head, 'head'],
  [INJURY.body, 'chest'],
  [INJURY.leg, 'leg'],
];

function survivorStats(s: SurvivorView): InterludeStat[] {
  const hurt = INJURIES.filter(([bit]) => (s.injuries & bit) !== 0).map(([, name]) => name);
  const down = s.resolveCards.filter((r) => !r.up);
  const dormant = down.filter((r) => r.dormant === true).length;
  const held = s.accomplishment;
  const goal = held ? accomplishment(held.card) : undefined;
  return [
    { label: 'Health', value: `${s.health}/${s.maxHealth}` },
    { label: 'Resolve', value: String(s.resolve) },
    { label: 'Injuries', value: hurt.length > 0 ? hurt.join(', ') : 'none' },
    { label: 'Items', value: [...s.items, ...(s.body ? [s.body] : [])].map(itemName).join(', ') || 'none' },
    {
      label: 'Resolve cards',
      value: `${down.map((r) => r.at).join(', ') || 'none'} face down${dormant > 0 ? ` (${dormant} dormant: turns up at the first failed Resolve test)` : ''}`,
    },
    { label: 'Accomplishment', value: held && goal ? `${goal.name} (${Math.min(held.progress, goal.count)}/${goal.count})` : 'none' },
  ];
}

function visitChoices(s: SurvivorView, post: readonly string[]): InterludeChoice[] {
  const carried = [...s.items, ...(s.body ? [s.body] : [])];
  return [
    { action: 'infirmary', member: s.id, label: 'Infirmary (2d6: Health)' },
    { action: 'loved-ones', member: s.id, label: 'Loved Ones (2d6: Resolve)' },
    { action: 'quarters-health', member: s.id, label: 'Quarters: +1 Health' },
    { action: 'quarters-resolve', member: s.id, label: 'Quarters: +2 Resolve' },
    {
      action: 'trading-post',
      member: s.id,
      label: 'Trading Post: 2 items for 1',
      picks: [
        { label: 'Give', count: 2, options: carried.map((id) => ({ value: id, label: itemName(id) })) },
        { label: 'Take', count: 1, options: post.map((id) => ({ value: id, label: itemName(id) })) },
      ],
    },
  ];
}

/** The Refuge as the players see it, or undefined when the party is not there. */
export function refugeInterlude(record: DerelictCampaignRecord): InterludeView | undefined {
  const { refuge } = record;
  if (!refuge || refuge.left) return undefined;
  const view = refugeView(refuge);
  const fallen = new Map(refuge.party.fallen.map((f) => [f.id, f.name]));
  const classes = SURVIVOR_CLASSES.map((c) => ({ value: c.kind, label: c.name }));
  const choices: InterludeChoice[] = [
    ...view.awaitingRespawn.map((id) => ({
      action: 'respawn',
      member: id,
      label: `Re-spawn ${fallen.get(id) ?? id}'s player as a new survivor`,
      picks: [{ label: 'Class', count: 1, options: classes }],
    })),
    ...view.survivors.filter((s) => !view.visited.includes(s.id)).flatMap((s) => visitChoices(s, view.tradingPost)),
    { action: 'stay', label: `Stay another round (a Refuge Event; ${view.track} stay${view.track === 1 ? '' : 's'} left)` },
    { action: 'leave', label: 'Leave for the next mission' },
  ];
  return {
    title: 'The Refuge',
    status: [
      { label: 'Round', value: String(view.round) },
      { label: 'Refuge track', value: String(view.track) },
      { label: 'Fallen', value: refuge.party.fallen.map((f) => f.name).join(', ') || 'none' },
    ],
    members: view.survivors.map((s) => ({ id: s.id, name: s.name, kind: survivorClass(s.kind)?.name ?? s.kind, stats: survivorStats(s), done: view.visited.includes(s.id) })),
    offer: { label: 'Trading Post', items: view.tradingPost.map(itemName) },
    log: view.log,
    choices,
  };
}

const refused = (message: string): Result<DerelictCampaignRecord, string> => fail([message]);

function visitOf(move: InterludeMove): RefugeVisit | undefined {
  switch (move.action) {
    case 'infirmary':
      return { place: 'infirmary' };
    case 'loved-ones':
      return { place: 'loved-ones' };
    case 'quarters-health':
      return { place: 'quarters', gain: 'health' };
    case 'quarters-resolve':
      return { place: 'quarters', gain: 'resolve' };
    case 'trading-post':
      return { place: 'trading-post', give: [...(move.picked?.[0] ?? [])], take: move.picked?.[1]?.[0] ?? '' };
    default:
      return undefined;
  }
}

function atRefuge(record: DerelictCampaignRecord, result: Result<RefugeState, { message: string }>): Result<DerelictCampaignRecord, string> {
  return result.ok ? ok({ ...record, refuge: result.value }) : refused(result.errors.map((e) => e.message).join(' '));
}

/** Plays one Refuge choice; a refused one says why (the RefugeError's message). */
export function chooseAtRefuge(record: DerelictCampaignRecord, move: InterludeMove): Result<DerelictCampaignRecord, string> {
  const { refuge } = record;
  if (!refuge || refuge.left) return refused('The party is not at the Refuge.');
  if (move.action === 'stay') return atRefuge(record, stay(refuge));
  if (move.action === 'leave') {
    // §10.6 step 1: every player whose survivor fell comes back before the party goes on.
    const waiting = refuge.party.fallen.filter((f) => refuge.party.awaitingRespawn.includes(f.id)).map((f) => f.name);
    if (waiting.length > 0) return refused(`Re-spawn the player of ${waiting.join(' and ')} before leaving (§10.6 step 1).`);
    const left = leave(refuge);
    return left.ok ? ok({ ...record, party: left.value.party, refuge: null }) : refused(left.errors.map((e) => e.message).join(' '));
  }
  if (move.action === 'respawn') {
    const kind = move.picked?.[0]?.[0];
    const profile = kind === undefined ? undefined : survivorClass(kind);
    if (!kind || !profile) return refused('Choose the class of the new survivor.');
    const joined = record.joined + 1;
    const result = respawn(refuge, move.member ?? '', { id: `joined-${joined}`, name: `${profile.name} ${joined + 1}`, kind });
    return result.ok ? ok({ ...record, refuge: result.value, joined }) : refused(result.errors.map((e) => e.message).join(' '));
  }
  const chosen = visitOf(move);
  if (!chosen) return refused(`"${move.action.slice(0, 40)}" is not something to do at the Refuge.`);
  return atRefuge(record, visit(refuge, move.member ?? '', chosen));
}

/** The party the record carries into its next mission (the Refuge's, which is newer, while there). */
export function currentParty(record: DerelictCampaignRecord): CampaignParty | null {
  return record.refuge?.party ?? record.party;
}
