import { doorHeldShut } from '../../rules/doors/doors';
import { drawCard, reshuffleDiscards } from '../../rules/decks/deck';
import { entryOf } from '../../rules/state/keyed';
import { enemyProfile } from './content';
import type { Ctx } from './context';
import { damageBoss, killEnemy, loseHealth, loseResolve, setSheet, setStat, stat, updateSight } from './effects';
import { eventSpawn } from './spawning';
import { capacityOf, enemies, occupancy, survivors, zoneOfUnit } from './zones';
import { heldThroughResolution } from './modifiers/shut-down';

/**
 * derelict.md §4.3 (Proposed order): clear the noise, end the event in play, draw and play the next
 * one, the end-of-round effects, then the First Player token moves on.
 */
export const EVENTS_DECK = 'events';

export function runResolution(c: Ctx): void {
  const ext = c.tx.state.ext;
  // 1. Noise made before this phase goes (permanent tokens stay).
  for (let i = ext.noise.length - 1; i >= 0; i--) if (!ext.noise[i]?.permanent) c.tx.w.removeAt(ext.noise, i);
  // 2. The event in play ends: doors a Lockdown shut open again, sight comes back after a Blackout.
  if (ext.event !== null) {
    c.tx.w.set(ext, 'event', null);
    c.tx.w.set(ext, 'lockdown', []);
  }
  updateSight(c);
  // 3. The next event.
  const deck = entryOf(c.tx.state.decks, EVENTS_DECK);
  if (deck) {
    if (deck.drawPile.length === 0 && deck.discard.length > 0) reshuffleDiscards(c.tx, EVENTS_DECK);
    const card = drawCard(c.tx, EVENTS_DECK);
    if (card !== null) playEvent(c, card);
  }
  // 4. End of round: Trapped survivors (§6.9), stuns and jams wear off, failed checks lapse.
  const count = occupancy(c.board, c.tx.state);
  for (const s of survivors(c.tx.state)) {
    const zone = zoneOfUnit(c.board, s);
    if ((count[zone] ?? 0) >= capacityOf(c.board, zone)) {
      loseHealth(c, s, 1, null);
      if (s.status === 'active') loseResolve(c, s, 1);
    }
  }
  for (const s of survivors(c.tx.state)) setStat(c, s, 'stuck', 0);
  // A rusty shut-down (modifiers/shut-down.ts) lasts through the next Survivor Phase.
  for (const e of enemies(c.tx.state)) if (stat(e, 'stunned') > 0 && !heldThroughResolution(e, c.tx.state.round)) setStat(c, e, 'stunned', 0);
  // §8.10: a downed Primus is back for the next round with half its starting health, rounded up.
  for (const e of enemies(c.tx.state)) {
    if (stat(e, 'downed') === 0) continue;
    setStat(c, e, 'downed', 0);
    c.tx.w.set(e, 'health', Math.ceil(stat(e, 'maxHealth') / 2));
  }
  for (const sheet of c.tx.state.ext.sheets) if (sheet.jammed.length > 0) setSheet(c, sheet.unit, 'jammed', []);
  // §6.9 Proposed: a Shield Bubble lasts until the end of the next Resolution Phase (it held through this one's spawns).
  if ((c.tx.state.ext.impenetrable?.length ?? 0) > 0) c.tx.w.set(c.tx.state.ext, 'impenetrable', []);
  // 5. derelict.md §4.3: the First Player token passes clockwise.
  c.tx.addCounter('firstPlayer', 1);
}

/** derelict.md §9: an event card comes into play at once and lasts until the next Resolution Phase. */
export function playEvent(c: Ctx, card: string): void {
  const ext = c.tx.state.ext;
  c.tx.w.set(ext, 'event', card);
  if (card.startsWith('radar-spawn:')) {
    eventSpawn(c, card.slice('radar-spawn:'.length));
    return;
  }
  switch (card) {
    case 'lockdown': {
      // §9.4: every door token locks until the next event; already locked ones stay locked.
      const shut = c.board.doors.map((d) => d.id).filter((id) => !ext.locked.includes(id) && !doorHeldShut(c.tx.state, id));
      c.tx.w.set(ext, 'lockdown', shut);
      c.tx.emit({ type: 'message', title: 'Lockdown', text: 'Every door on the ship slams shut and locks.' });
      break;
    }
    case 'blackout':
      c.tx.emit({ type: 'message', title: 'Blackout', text: 'The lights die: nobody sees past their own zone.' });
      break;
    case 'life-support-failure':
      lifeSupportFailure(c);
      break;
  }
  updateSight(c);
}

/**
 * derelict.md §9.5: every biological thing loses 1 Health. Survivors with no save; 1-Health enemies
 * lose half of each type in each zone, rounded up (T26); 2-Health standard enemies are unaffected;
 * biological bosses lose the Health and keep the loss.
 */
function lifeSupportFailure(c: Ctx): void {
  c.tx.emit({ type: 'message', title: 'Life Support Failure', text: 'The air thins: every living thing aboard suffers.' });
  // §9.5 "biological life forms" only: the Technician is an artificial intelligence (rulebook, Technician++).
  const damage = c.tx.state.ext.options.lifeSupportFailureDamage;
  for (const s of survivors(c.tx.state)) if (s.kind !== 'technician') loseHealth(c, s, damage, null);
  const groups = new Map<string, string[]>();
  for (const e of enemies(c.tx.state)) {
    const profile = enemyProfile(e.kind);
    // §9.5: "Bosses lose the health (1, or 2 in CG04)"; it stays lost like any boss damage (§3.4).
    if (profile?.biological && profile.boss) damageBoss(c, e, damage, null);
    if (!profile?.biological || profile.health !== 1) continue;
    const key = `${e.kind}@${zoneOfUnit(c.board, e)}`;
    groups.set(key, [...(groups.get(key) ?? []), e.id]);
  }
  for (const ids of groups.values()) {
    for (const id of ids.slice(0, Math.ceil(ids.length / 2))) {
      const unit = c.tx.state.units.find((u) => u.id === id);
      if (unit) killEnemy(c, unit, null);
    }
  }
}
