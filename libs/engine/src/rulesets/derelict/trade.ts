import type { Unit } from '../../game/game-state';
import { openDecision } from '../../rules/core/decisions';
import type { DecisionOption } from '../../rules/core/decision-state';
import type { Json } from '../../rules/state/canonical-hash';
import { GENERAL_SPACES, isArmour, isHelmet } from './content';
import type { Ctx } from './context';
import { setSheet, sheetOf } from './sheet';
import type { DerelictState, SurvivorSheet } from './types';
import { spacesUsed } from './inventory';

/**
 * derelict.md §5.6 Reorganise and §5.7 Trade. Two identical dual-wield weapons stack in one space (§3.2),
 * so spaces are counted by stacks. A trade is one action that opens a run of choices (the core's pending
 * decisions): give or take one card at a time, put armour on, until the players finish.
 */

export const hasRoomFor = (items: readonly string[], item: string): boolean => spacesUsed([...items, item]) <= GENERAL_SPACES;

/** Armour or a helmet in a general space that could go on (§5.6: the body slot takes armour only, the head slot helmets only). */
export const wearable = (sheet: SurvivorSheet): string[] => [...new Set(sheet.items.filter((i) => isArmour(i) || isHelmet(i)))];

/** §5.6: armour into the body slot, a helmet into the head slot; what was worn goes where it came from. */
export function putOn(c: Ctx, unit: string, card: string): void {
  const sheet = sheetOf(c, unit);
  if (!sheet) return;
  const index = sheet.items.indexOf(card);
  if (index < 0) return;
  const slot = isHelmet(card) ? 'head' : 'body';
  const worn = sheet[slot] ?? null;
  const rest = sheet.items.filter((_, i) => i !== index);
  setSheet(c, unit, 'items', worn === null ? rest : [...rest, worn]);
  setSheet(c, unit, slot, card);
}

/** The empty slot a card goes on when handed over (armour: body, a helmet: head), if any. */
function emptySlotFor(to: SurvivorSheet, card: string): 'body' | 'head' | null {
  if (isArmour(card) && to.body === null) return 'body';
  if (isHelmet(card) && (to.head ?? null) === null) return 'head';
  return null;
}

/** Whether a card can pass from one sheet to the other now: into its empty slot, else a general space. */
function fits(to: SurvivorSheet, card: string): boolean {
  return emptySlotFor(to, card) !== null || hasRoomFor(to.items, card);
}

/** Where a traded card comes from: a general space, a worn slot (§5.7: worn armour and helmets too), objectives. */
type Where = 'items' | 'body' | 'head' | 'carrying';
interface TradeMove {
  readonly from: string;
  readonly to: string;
  readonly where: Where;
  readonly card: string;
}

function passOptions(state: DerelictState, from: Unit, to: Unit, verb: 'Give' | 'Take'): DecisionOption[] {
  const a = state.ext.sheets.find((s) => s.unit === from.id);
  const b = state.ext.sheets.find((s) => s.unit === to.id);
  if (!a || !b) return [];
  const out: DecisionOption[] = [];
  const add = (where: Where, card: string, label: string): void => {
    const move: TradeMove = { from: from.id, to: to.id, where, card };
    const id = `${verb.toLowerCase()}:${where}:${card}`;
    if (!out.some((o) => o.id === id)) out.push({ id, label, value: move as unknown as Json });
  };
  const whose = verb === 'Give' ? '' : `${from.name}'s `;
  const toWhom = verb === 'Give' ? ` to ${to.name}` : '';
  for (const card of a.items) if (fits(b, card)) add('items', card, `${verb} ${whose}${card}${toWhom}`);
  if (a.body !== null && fits(b, a.body)) add('body', a.body, `${verb} ${whose}worn ${a.body}${toWhom}`);
  const head = a.head ?? null;
  if (head !== null && fits(b, head)) add('head', head, `${verb} ${whose}worn ${head}${toWhom}`);
  for (const card of a.carrying) add('carrying', card, `${verb} ${whose}objective ${card}${toWhom}`);
  return out;
}

const FINISH: DecisionOption = { id: 'finish', label: 'Finish trading', value: null };

/**
 * Changes one trade may make (ours: "any number" is kept finite so a trade always ends, 5 general
 * spaces and objectives a side are far below it).
 */
export const TRADE_LIMIT = 12;

/** Opens the next choice of the trade between `actor` and `partner` (§5.7); `made` changes so far. */
export function offerTrade(c: Ctx, actor: Unit, partner: Unit, made = 0): void {
  const state = c.tx.state;
  const wear = (who: Unit): DecisionOption[] => {
    const sheet = state.ext.sheets.find((s) => s.unit === who.id);
    return sheet ? wearable(sheet).map((armour) => ({ id: `wear:${who.id}:${armour}`, label: `${who.name} puts on the ${armour}`, value: { wear: armour, unit: who.id } })) : [];
  };
  const changes = made >= TRADE_LIMIT ? [] : [...passOptions(state, actor, partner, 'Give'), ...passOptions(state, partner, actor, 'Take'), ...wear(actor), ...wear(partner)];
  if (changes.length === 0) return; // nothing left to choose: the trade is over
  const options = [...changes, FINISH];
  openDecision(c.tx, {
    side: 'heroes',
    kind: 'trade',
    prompt: `${actor.name} trades with ${partner.name}: what changes hands?`,
    options,
    owner: 'ruleset',
    resume: { trade: [actor.id, partner.id], made },
  });
}

/** One answer of the trade: a card changes hands or goes on, then the next choice; "finish" ends it. */
export function resumeTrade(c: Ctx, resume: Json, option: DecisionOption): void {
  const { trade: ids, made = 0 } = resume as { trade?: [string, string]; made?: number };
  const actor = c.tx.state.units.find((u) => u.id === ids?.[0]);
  const partner = c.tx.state.units.find((u) => u.id === ids?.[1]);
  if (!actor || !partner || option.id === FINISH.id) return;
  const value = option.value as Partial<TradeMove> & { wear?: string; unit?: string };
  if (value.wear !== undefined && value.unit !== undefined) putOn(c, value.unit, value.wear);
  else if (value.from && value.to && value.where && value.card) passCard(c, value as TradeMove);
  offerTrade(c, actor, partner, made + 1);
}

function passCard(c: Ctx, move: TradeMove): void {
  const from = sheetOf(c, move.from);
  const to = sheetOf(c, move.to);
  if (!from || !to) return;
  if (move.where === 'carrying') {
    setSheet(c, move.from, 'carrying', from.carrying.filter((f) => f !== move.card));
    setSheet(c, move.to, 'carrying', [...to.carrying, move.card]);
    return;
  }
  if (move.where === 'body' || move.where === 'head') setSheet(c, move.from, move.where, null);
  else {
    const index = from.items.indexOf(move.card);
    setSheet(c, move.from, 'items', from.items.filter((_, i) => i !== index));
  }
  // As the armour does, a helmet handed over goes on when the receiver's slot is empty.
  const slot = emptySlotFor(to, move.card);
  if (slot !== null) setSheet(c, move.to, slot, move.card);
  else setSheet(c, move.to, 'items', [...to.items, move.card]);
  c.tx.emit({ type: 'message', text: `The ${move.card} changes hands.` });
}
