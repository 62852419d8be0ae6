// The infiltration face's HUD lines and hero-sheet lines: the alarm and awareness trackers, the heroes' hands
// (a count on the HUD, the cards themselves on each hero's sheet).
import type { Unit } from '../../game/game-state';
import type { ShownStat, ShownTracker } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { ACTION_CARD_BY_ID } from './action-cards';
import { featOf } from './feats';
import type { InfiltrationExt } from './types';

/** A card in a hero's hand by its name: the hero's own feat first (feat ids repeat across heroes), then the action deck. */
const cardName = (heroKind: string | undefined, card: string): string =>
  (heroKind === undefined ? undefined : featOf(heroKind, card)?.name) ?? ACTION_CARD_BY_ID.get(card)?.name ?? card;

/** The HUD: the alarm track (§4.1), awareness (§8.6), how many action cards each hero holds (§6.10), spawn tokens. */
export function infiltrationTrackers(view: GameView): ShownTracker[] {
  const ext = view.ext as InfiltrationExt;
  const out: ShownTracker[] = [];
  if (ext.alarm) out.push({ label: 'Alarm', value: `sounded — post-alarm round ${Math.min(ext.marker, ext.postAlarmRounds)} of ${ext.postAlarmRounds}` });
  else out.push({ label: 'Alarm', value: `quiet — round ${Math.min(ext.marker, ext.preAlarmRounds)} of ${ext.preAlarmRounds}` });
  if (!ext.alarm) {
    const counts = [0, 0, 0];
    for (const level of ext.awareness) counts[level] = (counts[level] ?? 0) + 1;
    out.push({ label: 'Awareness', value: `${counts[2] ?? 0} alert, ${counts[1] ?? 0} suspicious` });
  }
  // The cards themselves are on each hero's sheet (handStat): the HUD keeps a count a glance can take in.
  const hands = (ext.hands ?? []).map((h) => `${view.units.find((u) => u.id === h.hero)?.name ?? h.hero} ${h.cards.length}`);
  if (hands.length > 0) out.push({ label: 'Action cards', value: hands.join(', ') });
  out.push({ label: 'Spawn tokens', value: String(view.tokens.filter((t) => t.kind === 'spawn').length) });
  return out;
}

/** §6.10: a hero's hand on that hero's sheet, by name (the players see their own cards); undefined off the heroes' side. */
export function handStat(unit: Unit, view: GameView | undefined): ShownStat | undefined {
  if (unit.side !== 'heroes' || !view) return undefined;
  const hand = (view.ext as InfiltrationExt).hands?.find((h) => h.hero === unit.id);
  if (!hand) return undefined;
  return { label: 'Action cards', value: hand.cards.map((c) => cardName(unit.kind, c)).join(', ') || 'none' };
}
