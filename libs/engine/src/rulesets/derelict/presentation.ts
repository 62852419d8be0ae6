import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import type { GameView } from '../../rules/hidden/view';
import { capital, diceOdds, genericTarget, humanise, lookup, type ActionFace, type FigureRecipe, type PresentContext, type ShownMarker } from '../../rules/core/presentation';
import { definePresentation, healthStat, plainFace, zoneFace } from '../define-presentation';
import { enemyProfile, itemName, LOADER_WEAPON, shotCost, survivorClass, weaponData } from './content';
import { ACCOMPLISHMENT_DECK, accomplishment } from './accomplishments';
import { bossCard } from './boss-cards';
import { RESOLVE_DECK, resolveCard } from './resolve-cards';
import { injuredLocations, survivorResolve, type InjuryLocation } from './sheet';
import { EVENTS_DECK } from './resolution';
import { derelictSightPreview } from './sight-preview';
import { ITEMS_DECK } from './survivor-actions';
import type { DerelictExt } from './types';
import { derelictZoneMarks } from './zone-marks';

/**
 * Derelict's presentation face: zone-targeted actions (zones are picked on the board), Health, Resolve
 * and actions left on the survivor card, survivors and GEPs as figures, radar and noise tokens, the
 * event in play and the First Player on the HUD.
 */

const zoneLabel = (ctx: PresentContext, zone: unknown): string => {
  const found = ctx.board.zones.find((z) => z.id === zone);
  return found?.name ?? humanise(String(zone));
};
/** A door by the zones it joins ("the door between Armoury junction and Firing Range"), as a player finds it on the board. */
const doorLabel = (ctx: PresentContext, doorId: unknown): string => {
  const door = ctx.board.doors.find((d) => d.id === doorId);
  if (!door) return `door ${humanise(String(doorId))}`;
  const here = zoneAtCell(ctx, door);
  const beyond = zoneAtCell(ctx, door.side === 'east' ? { x: door.x + 1, y: door.y } : { x: door.x, y: door.y + 1 });
  return here !== beyond ? `the door between ${here} and ${beyond}` : `door ${humanise(String(doorId))}`;
};
/** The name of the zone a unit stands in. */
const unitZoneLabel = (ctx: PresentContext, unitId: string): string => {
  const unit = ctx.view.units.find((u) => u.id === unitId);
  const zone = unit && unit.x >= 0 ? ctx.board.zones[ctx.board.zoneOf[unit.y * ctx.board.width + unit.x] ?? -1] : undefined;
  return zone ? zoneLabel(ctx, zone.id) : 'this zone';
};
/** §3.7: what a shot spends besides the action (the Void Cannon's Power Cell), for the button. */
const shotCostWords = (weapon: unknown): string => {
  const cost = shotCost(String(weapon));
  return cost ? `, uses a ${humanise(cost)}` : '';
};
const ext = (ctx: PresentContext): DerelictExt => ctx.view.ext as DerelictExt;


const ACTIONS: Readonly<Record<string, ActionFace>> = {
  'end-activation': plainFace(() => 'End this survivor’s turn', 'e'),
  move: zoneFace((a, ctx) => `Move to ${zoneLabel(ctx, a['zone'])} (1 action)`, { primary: true, key: 'm' }),
  // §3.2 Juggernaut: the Engineer's free move into the zone he strikes.
  attack: zoneFace((a, ctx) => (a['juggernaut'] === true ? `Juggernaut: charge into ${zoneLabel(ctx, a['zone'])} and strike with the ${itemName(String(a['weapon']))} (free move, 1 action)` : `Attack ${zoneLabel(ctx, a['zone'])} with the ${itemName(String(a['weapon']))} (1 action${shotCostWords(a['weapon'])})`), {
    key: 'a',
    odds: (a) => {
      const weapon = a['weapon'] === LOADER_WEAPON.id ? LOADER_WEAPON : weaponData(String(a['weapon']));
      return weapon ? diceOdds(weapon.dice, weapon.toHit) : undefined;
    },
  }),
  smash: {
    target: 'door',
    label: (a, ctx) => `Smash ${doorLabel(ctx, a['door'])} (1 action, ${(ext(ctx).doorDamage.find(([d]) => d === a['door'])?.[1] ?? 0)} damage so far)`,
    targetOf: genericTarget,
  },
  // CG10, ROP17: a terminal (a feature with health) in the zone; its damage so far is public (feature-smash.ts).
  'smash-feature': plainFace((a, ctx) => `Smash ${humanise(String(a['feature']))} (1 action, ${(ext(ctx).featureDamage ?? []).find(([f]) => f === a['feature'])?.[1] ?? 0} damage so far)`),
  search: plainFace(() => 'Search this room (1 action)', 's'),
  interact: plainFace((a) => `Use ${humanise(String(a['feature']))} (1 action)`, 'i'),
  // The bar offers noise at each level, each trade and each armour to put on behind one button apiece (a short bar at 1280×720).
  'make-noise': { ...plainFace((a) => `Make noise: level ${String(a['level'])} (${String(a['level'])} action${a['level'] === 1 ? '' : 's'})`), group: () => 'Make noise' },
  'use-item': {
    target: 'item',
    label: (a, ctx) => {
      if (typeof a['zone'] === 'string') return `Throw the ${itemName(String(a['item']))} into ${zoneLabel(ctx, a['zone'])} (1 action)`;
      // §3.7, §6.9: the bubble turns the user's own zone impenetrable; the button says which.
      if (a['item'] === 'shield-bubble') return `Raise the Shield Bubble over ${unitZoneLabel(ctx, String(a['unit']))} (1 action)`;
      return `Use the ${itemName(String(a['item']))} (1 action)`;
    },
    // A thrown item (the Stun Grenade) is aimed at a zone on the board.
    targetOf: (a, ctx) => (typeof a['zone'] === 'string' ? genericTarget(a, ctx) : { kind: 'item', id: String(a['item']) }),
  },
  ability: {
    ...plainFace((a, ctx) => {
      const unit = ctx.view.units.find((u) => u.id === a['unit']);
      const ability = survivorClass(unit?.kind ?? '')?.abilities.find((x) => x.id === a['ability']);
      // Improvised Exit (§3.2) names the zone the doorway opens into: picked on the board.
      if (typeof a['zone'] === 'string') return `Improvised Exit: cut a doorway into ${zoneLabel(ctx, a['zone'])} (1 action, once per mission)`;
      return `${ability?.label ?? capital(humanise(String(a['ability'])))} (1 action)`;
    }),
    targetOf: (a, ctx) => (typeof a['zone'] === 'string' ? genericTarget(a, ctx) : { kind: 'none' }),
  },
  trade: { ...plainFace((a, ctx) => `Trade with ${ctx.view.units.find((u) => u.id === a['with'])?.name ?? humanise(String(a['with']))} (1 action)`), group: () => 'Trade' },
  reorganise: { ...plainFace((a) => `Put on the ${itemName(String(a['item']))} (1 action)`), group: () => 'Put on armour or a helmet' },
  'use-reward': plainFace((a, ctx) => {
    const held = ext(ctx).sheets.find((s) => s.unit === a['unit'])?.accomplishment;
    return `Use the reward of ${(held && accomplishment(held.card)?.name) ?? 'the Accomplishment'} (no action)`;
  }),
  'enter-loader': plainFace(() => 'Climb into the Exo Loader (uses every action left)'),
  'exit-loader': plainFace(() => 'Climb out of the unpowered Loader (1 action)'),
  'leave-map': plainFace(() => 'Leave through the exit (1 action)'),
  reboot: plainFace((a, ctx) => `Reboot ${ctx.view.units.find((u) => u.id === a['target'])?.name ?? humanise(String(a['target']))} onto your side`),
  salvage: plainFace((a, ctx) => `Salvage ${ctx.view.units.find((u) => u.id === a['target'])?.name ?? humanise(String(a['target']))} (${String(a['actions'])} action${a['actions'] === 1 ? '' : 's'})`),
};

/** The dashboard's names for the injury locations (derelict.md §7.9.3). */
const INJURY_NAMES: Readonly<Record<InjuryLocation, string>> = { head: 'head', body: 'chest', leg: 'leg' };

/** What the survivor's sheet shows beside the unit (derelict.md §3.2): items, armour, objectives carried (§3.8), Resolve cards by number. */
function sheetStats(unit: Unit, view: GameView | undefined): { label: string; value: string }[] {
  const sheet = view ? (view.ext as DerelictExt).sheets?.find((s) => s.unit === unit.id) : undefined;
  if (!sheet) return [];
  const down = sheet.resolveCards.filter((r) => !r.up).map((r) => r.at);
  const up = sheet.resolveCards.filter((r) => r.up).map((r) => resolveCard(r.card)?.name ?? humanise(r.card));
  return [
    { label: 'Items', value: sheet.items.map(itemName).join(', ') || 'none' },
    ...(sheet.body ? [{ label: 'Body', value: itemName(sheet.body) }] : []),
    ...(sheet.head ? [{ label: 'Head', value: itemName(sheet.head) }] : []),
    ...(sheet.carrying.length > 0 ? [{ label: 'Carrying', value: sheet.carrying.map((f) => capital(humanise(f))).join(', ') }] : []),
    ...(down.length + up.length > 0 ? [{ label: 'Resolve cards', value: [...(down.length > 0 ? [`${down.join(', ')} face down`] : []), ...up].join('; ') }] : []),
  ];
}

function stats(unit: Unit, view?: GameView): { label: string; value: string }[] {
  if (unit.side !== 'heroes') {
    const profile = enemyProfile(unit.kind);
    return [
      healthStat(unit),
      ...(profile ? [{ label: 'Damage', value: String(profile.damage) }, { label: 'Actions', value: String(profile.actions) }] : []),
    ];
  }
  // Resolve and injuries are on the core hero sheet (rules/heroes/hero-sheet.ts), which a side's view carries.
  const hurt = view ? injuredLocations(view, unit.id).map((at) => INJURY_NAMES[at]) : [];
  const crisis = survivorClass(unit.kind)?.abilities.find((a) => a.kind === 'crisis' && a.effect !== 'none');
  return [
    healthStat(unit, survivorClass(unit.kind)?.health ?? 10),
    { label: 'Resolve', value: String(view ? survivorResolve(view, unit.id) : 0) },
    { label: 'Actions left', value: String(unit.stats['actions'] ?? 0) },
    // §3.2, §5.5: the Crisis token, on the dashboard until the once-a-mission ability is used.
    ...(crisis ? [{ label: 'Crisis', value: `${crisis.label.split(':')[0] ?? crisis.id}: ${(unit.stats['crisis'] ?? 0) > 0 ? 'used' : 'ready'}` }] : []),
    ...(hurt.length > 0 ? [{ label: 'Injuries', value: hurt.join(', ') }] : []),
    ...sheetStats(unit, view),
  ];
}

const SURVIVORS: Readonly<Record<string, FigureRecipe>> = {
  captain: { body: 'humanoid', gear: ['pistol', 'pennant'], scale: 1.25, size: 1 },
  marine: { body: 'armoured', gear: ['rifle'], scale: 1.3, size: 1 },
  psychic: { body: 'humanoid', gear: ['crest'], scale: 1.2, size: 1 },
  engineer: { body: 'humanoid', gear: ['toolkit'], scale: 1.25, size: 1 },
  medic: { body: 'humanoid', gear: ['medkit'], scale: 1.2, size: 1 },
  scout: { body: 'humanoid', gear: ['visor', 'rifle'], scale: 1.2, size: 1 },
  technician: { body: 'machine', gear: ['antenna'], scale: 1.1, size: 1 },
};
const ENEMIES: Readonly<Record<string, FigureRecipe>> = {
  swarmer: { body: 'bug', gear: [], scale: 0.8, size: 1, color: '#7fa650' },
  jaeger: { body: 'stalker', gear: ['blade'], scale: 1.15, size: 1, color: '#a05a3c' },
  icarus: { body: 'bug', gear: ['antenna'], scale: 1, size: 1, color: '#6c8fb8' },
  solomon: { body: 'beast', gear: ['crest'], scale: 1.2, size: 1, color: '#b59ad8' },
  artemis: { body: 'machine', gear: ['antenna'], scale: 0.9, size: 1, color: '#9aa4ad' },
  sip: { body: 'machine', gear: ['heavy-gun'], scale: 1.1, size: 1, color: '#7c8791' },
  zealot: { body: 'humanoid', gear: ['blade'], scale: 1.15, size: 1, color: '#b23b3b' },
  fanatic: { body: 'humanoid', gear: ['launcher'], scale: 1.1, size: 1, color: '#d8762b' },
};
const TOKENS = {
  radar: { label: 'Radar contact', color: '#3fbf7f', shape: 'disc' as const },
  noise: { label: 'Noise', color: '#e0c341', shape: 'ring' as const },
  loader: { label: 'Exo Loader', color: '#d27f2a', shape: 'square' as const },
};

const EVENT_NAMES = lookup({ lockdown: 'Lockdown', blackout: 'Blackout', 'life-support-failure': 'Life Support Failure', 'artificial-gravity-failure': 'Artificial Gravity Failure' });
const eventName = (card: string | null): string =>
  card === null ? 'none' : card.startsWith('radar-spawn:') ? `Radar spawn (${humanise(card.slice('radar-spawn:'.length))})` : (EVENT_NAMES(card) ?? humanise(card));

/** The zone a square lies in, by its name ("Laboratory"), for the log. */
function zoneAtCell(ctx: PresentContext, cell: { x: number; y: number }): string {
  const zone = cell.x < 0 ? -1 : (ctx.board.zoneOf[cell.y * ctx.board.width + cell.x] ?? -1);
  return zone < 0 ? 'the dark' : zoneLabel(ctx, ctx.board.zones[zone]?.id);
}

/** derelict.md §4.3: the token passes clockwise; the counter only counts the passes. */
function firstPlayerLine(ctx: PresentContext, passes: number): string {
  const heroes = ctx.view.units.filter((u) => u.side === 'heroes' && u.status === 'active');
  const first = heroes.length === 0 ? undefined : heroes[passes % heroes.length];
  return first ? `${first.name} takes the First Player token.` : 'The First Player token passes on.';
}

/** Cards by deck: the event in words, Resolve cards dealt unseen, boss cards by name, finds from a search. */
function drawnLine(deck: string, card: string | null): string | null | undefined {
  if (deck === EVENTS_DECK) return card === null ? 'An event card is drawn.' : `Event: ${eventName(card)}.`;
  if (deck === RESOLVE_DECK) return null; // dealt face down at the start: nothing to read
  // §3.11: dealt face up, one each; its name as the card reads, not its id.
  if (deck === ACCOMPLISHMENT_DECK) return card === null ? undefined : `Accomplishment dealt: ${accomplishment(card)?.name ?? capital(humanise(card))}.`;
  if (deck.startsWith('boss-')) return card === null ? undefined : `The boss draws ${bossCard(card)?.name ?? humanise(card)}.`;
  if (deck === ITEMS_DECK) return card === null ? 'A search turns up a card.' : card.startsWith('noise-') ? `A search makes a noise (level ${card.slice('noise-'.length)}).` : `A search turns up: ${itemName(card)}.`;
  return undefined;
}

/** Noise tokens (count = level) and the Loader, drawn where they lie. */
function markers(view: GameView, board: Board): ShownMarker[] {
  const x = view.ext as DerelictExt;
  const out: ShownMarker[] = x.noise.map((n, i) => {
    const cell = board.zones[n.zone]?.cells[0] ?? 0;
    return { id: `noise-${i}`, kind: 'noise', x: cell % board.width, y: Math.floor(cell / board.width), count: n.level };
  });
  if (x.loader && !x.loader.pilot) out.push({ id: 'loader', kind: 'loader', x: x.loader.cell % board.width, y: Math.floor(x.loader.cell / board.width) });
  return out;
}

export const derelictPresentation = definePresentation({
  id: 'derelict',
  name: 'Derelict',
  actions: ACTIONS,
  stats,
  figures: { heroes: SURVIVORS, enemies: ENEMIES, defaults: { heroes: { body: 'humanoid', gear: ['rifle'], scale: 1.2, size: 1 }, enemies: { body: 'beast', gear: [], scale: 1, size: 1 } } },
  setting: 'ship',
  describeEvent: (event, ctx) => {
    switch (event.type) {
      case 'door-changed':
        return `${capital(doorLabel(ctx, event.door))} is ${event.state}.`;
      case 'noise-placed':
        return `Noise level ${event.level} in ${zoneLabel(ctx, ctx.board.zones[ctx.board.zoneOf[event.y * ctx.board.width + event.x] ?? -1]?.id)}.`;
      case 'hero-sheet-changed':
        // The sheet says where a number stands, not which way it went (Resolve rises with a reward, injuries heal).
        if (event.stat === 'resolve') return `${ctx.nameOf(event.unit)}'s Resolve is now ${event.value}.`;
        return event.stat === 'injuries' ? `${ctx.nameOf(event.unit)} now bears ${event.value} ${event.value === 1 ? 'injury' : 'injuries'}.` : undefined;
      case 'revealed': {
        const face = event.contents as { unit?: unknown; count?: unknown } | null;
        return face && typeof face === 'object' ? `Radar contact: ${String(face.count)} ${humanise(String(face.unit))}.` : undefined;
      }
      case 'test-made':
        return `${event.label ?? 'Test'}: rolled ${event.total} against ${event.atLeast} — ${event.passed ? 'holds' : 'fails'}.`;
      // Zones, not squares: a derelict board is read zone by zone (derelict.md §6.1).
      case 'moved': {
        const end = event.path.at(-1);
        return end ? `${ctx.nameOf(event.unit)} moves to ${zoneAtCell(ctx, end)}.` : undefined;
      }
      case 'spawned':
        return event.unit.x < 0 ? undefined : `${event.unit.name} appears in ${zoneAtCell(ctx, event.unit)}.`;
      case 'token-placed':
        return event.kind === 'radar' ? `A radar contact blips in ${zoneAtCell(ctx, event)}.` : undefined;
      case 'counter-changed':
        return event.counter === 'firstPlayer' ? firstPlayerLine(ctx, event.value) : undefined;
      case 'card-drawn':
        return drawnLine(event.deck, event.card);
      default:
        return undefined;
    }
  },
  trackers: (view) => {
    const x = view.ext as DerelictExt;
    const heroes = view.units.filter((u) => u.side === 'heroes' && u.status === 'active');
    const first = heroes.length === 0 ? undefined : heroes[(view.counters['firstPlayer'] ?? 0) % heroes.length];
    return [
      { label: 'Event', value: eventName(x.event) },
      { label: 'First player', value: first?.name ?? '—' },
      { label: 'Radar contacts', value: String(view.tokens.filter((t) => t.kind === 'radar').length) },
      { label: 'Noise tokens', value: String(x.noise.length) },
    ];
  },
  tokens: TOKENS,
  markers,
  // Shield Bubbles and cut doorways, tinted on the board and keyed in the legend (zone-marks.ts).
  groundMarks: derelictZoneMarks,
  sightPreview: derelictSightPreview,
});
