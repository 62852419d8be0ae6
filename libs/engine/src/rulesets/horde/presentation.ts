import type { Unit } from '../../game/game-state';
import { BLANK_SHEET, heroSheetOf } from '../../rules/heroes/hero-sheet';
import { capital, cellName, CORE_ACTIONS, genericTarget, unitAt, unitCell, type ActionFace, type FigureRecipe, type PresentContext, type ShownAction, type ShownStat, type ActionTarget } from '../../rules/core/presentation';
import { definePresentation, field, healthStat, squareMoveFace, unitTargetFace } from '../define-presentation';
import type { GameView } from '../../rules/hidden/view';
import { Condition, EVENT_NAMES, ITEM_PRICES, itemName, profileOf, SELL_PRICES } from './content';
import { hordeSightPreview } from './sight-preview';
import { hordeGroundMarks } from './ground-marks';
import type { HordeExt } from './types';

/**
 * Horde's presentation face (horde.md §5.2 actions, §3.7 tracks): words, targets, figures and the HUD.
 * Pure data and functions: the apps draw horde through it without naming it.
 */

const cellOf = (a: ShownAction): { x: number; y: number } => (a['to'] as { x: number; y: number } | undefined) ?? { x: 0, y: 0 };

const moveFace = (verb: string, key: string, note: string): ActionFace =>
  squareMoveFace((a) => `${verb} to ${cellName(cellOf(a))} (${note})`, { key, primary: verb === 'Advance' });

const unitFace = (verb: string, key: string, odds?: (a: ShownAction, ctx: PresentContext) => string | undefined): ActionFace =>
  unitTargetFace((a, ctx) => `${verb} ${unitAt(ctx, field(a, 'target'))}`, { key, ...(odds ? { odds } : {}) });

const percent = (needed: number): number => Math.round((Math.min(5, Math.max(1, 7 - needed)) / 6) * 100);
/** §7.3: d6 + Qua ≥ 4 (a natural 6 always hits, a natural 1 always misses); modifiers of the moment left out. */
const hitOdds = (a: ShownAction, ctx: PresentContext): string => {
  const shooter = ctx.view.units.find((u) => u.id === a['unit']);
  const needed = 4 - (shooter?.stats['qua'] ?? 0);
  return `hits on ${Math.max(2, Math.min(6, needed))}+ (${percent(needed)}%) before cover, weather and night`;
};

const credits = (ctx: PresentContext, id: unknown): number => ctx.view.units.find((u) => u.id === id)?.stats['credits'] ?? 0;
const CONDITION_WORDS: Readonly<Record<number, string>> = { [Condition.Afflicted]: 'afflicted', [Condition.Diseased]: 'diseased', [Condition.Impaired]: 'impaired', [Condition.Crippled]: 'crippled' };
const ITEM_EFFECTS: Readonly<Record<string, string>> = {
  'med-kit': 'D3 wounds back, wakes the unconscious',
  'curing-kit': 'removes the condition',
  'courage-injector': 'no longer shaken',
  'frenzy-injector': '+1 to hit in melee this round',
  'power-injector': 'D3 power back',
  'stun-grenade': 'it is shaken',
  'noise-grenade': 'enemies within 6" head there this round',
  'grease-grenade': 'difficult ground within 3" this round',
};

/** Using an item (horde.md §11 G4): on a unit, on a square (Teleport Kit, thrown at by a grenade), or on oneself. */
const useFace: ActionFace = {
  target: 'item',
  targetOf: (a, ctx) =>
    typeof a['target'] === 'string' ? { kind: 'unit', unit: a['target'], cell: unitCell(ctx, a['target']) } : a['to'] ? { kind: 'cell', cell: cellOf(a) } : { kind: 'none' },
  label: (a, ctx) => {
    const item = itemName(String(a['item']));
    const effect = ITEM_EFFECTS[String(a['item'])];
    const on = typeof a['target'] === 'string' ? (a['target'] === a['unit'] ? ' on self' : ` on ${unitAt(ctx, a['target'])}`) : a['to'] ? ` ${String(a['item']).endsWith('-grenade') ? 'at' : 'to'} ${cellName(cellOf(a))}` : '';
    const cond = typeof a['condition'] === 'number' ? ` (${CONDITION_WORDS[a['condition']] ?? 'condition'})` : '';
    return `Use ${item}${on}${cond}${effect ? ` — ${effect}` : ''}, free`;
  },
  pickLabel: (a) => `Use ${itemName(String(a['item']))}`,
};

/** The shop (horde.md §4.2 step 4.5, §11 G4 prices). */
/**
 * A shop action is aimed at the hero it is for (pressing that hero lists them), so the bar keeps the shop's
 * many buys and sales on its one scrolling row of aimed actions instead of wrapping over the heroes' cards.
 */
const forBuyer = (a: ShownAction, ctx: PresentContext): ActionTarget => ({ kind: 'unit', unit: String(a['unit']), cell: unitCell(ctx, String(a['unit'])) });

const SHOP_ACTIONS: Readonly<Record<string, ActionFace>> = {
  buy: {
    target: 'unit',
    targetOf: forBuyer,
    label: (a, ctx) => `Buy ${itemName(String(a['item']))} for ${ctx.nameOf(String(a['unit']))} (${ITEM_PRICES.get(String(a['item'])) ?? '?'}c of ${credits(ctx, a['unit'])}c)`,
  },
  sell: {
    target: 'unit',
    targetOf: forBuyer,
    label: (a, ctx) => `Sell ${ctx.nameOf(String(a['unit']))}'s ${itemName(String(a['item']))} (+${SELL_PRICES.get(String(a['item'])) ?? '?'}c)`,
  },
  give: {
    target: 'unit',
    targetOf: (a, ctx) => ({ kind: 'unit', unit: String(a['target']), cell: unitCell(ctx, String(a['target'])) }),
    label: (a, ctx) =>
      a['item'] === 'credits'
        ? `Pass ${credits(ctx, a['unit'])}c to ${ctx.nameOf(String(a['target']))}`
        : `Pass a ${itemName(String(a['item']))} to ${ctx.nameOf(String(a['target']))}`,
  },
};

const ACTIONS: Readonly<Record<string, ActionFace>> = {
  advance: moveFace('Advance', 'm', 'then you may shoot'),
  rush: moveFace('Rush', 'r', 'no shooting'),
  charge: unitFace('Charge', 'c'),
  shoot: unitFace('Shoot', 'f', hitOdds),
  'end-phase': {
    ...(CORE_ACTIONS['end-phase'] as ActionFace),
    label: (_a, ctx) => (ctx.view.turn.phase === 'shop' ? 'Leave the shop' : 'End the phase'),
  },
  use: useFace,
  ...SHOP_ACTIONS,
  reveal: {
    target: 'cell',
    key: 's',
    targetOf: (a, ctx) => {
      const token = ctx.view.tokens.find((t) => t.id === a['token']);
      return token ? { kind: 'cell', cell: { x: token.x, y: token.y } } : genericTarget(a, ctx);
    },
    label: (a, ctx) => {
      const token = ctx.view.tokens.find((t) => t.id === a['token']);
      return token ? `Reveal the search token at ${cellName(token)} (free)` : 'Reveal a search token (free)';
    },
  },
};

const CONDITION_NAMES: readonly [number, string][] = [
  [Condition.Afflicted, 'afflicted'],
  [Condition.Diseased, 'diseased'],
  [Condition.Impaired, 'impaired'],
  [Condition.Crippled, 'crippled'],
  [Condition.Shaken, 'shaken'],
];

/** A unit's card; a hero's level and XP come from its core hero sheet in the view (level 1, 0 XP without one). */
function stats(unit: Unit, view?: GameView): ShownStat[] {
  const tou = unit.stats['tou'] ?? profileOf(unit.kind).tou;
  const out: ShownStat[] = [unit.status === 'down' ? { label: 'Wounds', value: 'unconscious' } : healthStat(unit, tou, 'Wounds')];
  if (unit.side === 'heroes') {
    const sheet = view ? heroSheetOf(view, unit.id) : BLANK_SHEET;
    out.push({ label: 'Level', value: String(sheet.level) }, { label: 'XP', value: String(sheet.xp) });
    const credits = unit.stats['credits'] ?? 0;
    if (credits > 0) out.push({ label: 'Credits', value: `${credits}c` });
    out.push({ label: 'Power', value: `${unit.stats['power'] ?? unit.stats['pow'] ?? 2}/${unit.stats['pow'] ?? 2}` });
    const items = Object.entries(unit.stats).filter(([k, v]) => k.startsWith('item:') && v > 0);
    if (items.length > 0) out.push({ label: 'Items', value: items.map(([k, v]) => `${itemName(k.slice(5))}${v > 1 ? ` ×${v}` : ''}`).join(', ') });
  } else {
    out.push({ label: 'Points', value: String(profileOf(unit.kind).points) });
  }
  const cond = unit.stats['cond'] ?? 0;
  const names = CONDITION_NAMES.filter(([bit]) => (cond & bit) !== 0).map(([, name]) => name);
  if (names.length > 0) out.push({ label: 'Conditions', value: names.join(', ') });
  return out;
}

const HERO_FIGURES: Readonly<Record<string, FigureRecipe>> = {
  vanguard: { body: 'armoured', gear: ['rifle', 'blade'], scale: 1.2, size: 1 },
  marksman: { body: 'humanoid', gear: ['rifle', 'visor'], scale: 1.15, size: 1 },
  medic: { body: 'humanoid', gear: ['pistol', 'medkit'], scale: 1.15, size: 1 },
  sergeant: { body: 'armoured', gear: ['rifle', 'pennant'], scale: 1.2, size: 1 },
};
const ENEMY_FIGURES: Readonly<Record<string, FigureRecipe>> = {
  swarmling: { body: 'bug', gear: [], scale: 0.8, size: 1 },
  gunner: { body: 'humanoid', gear: ['rifle'], scale: 1, size: 1, color: '#8c4a3c' },
  brute: { body: 'beast', gear: ['blade'], scale: 1, size: 2, color: '#6b3b2a' },
  sharpshooter: { body: 'stalker', gear: ['rifle', 'visor'], scale: 1, size: 1, color: '#7a4d6b' },
  champion: { body: 'monster', gear: ['pistol', 'crest'], scale: 1.1, size: 2, color: '#a0302a' },
};


const extOf = (view: GameView): HordeExt => view.ext as HordeExt;

function trackers(view: GameView) {
  const ext = extOf(view);
  const marks = ext.objectives.map((o) => `${o.number}:${o.destroyed ? '✗' : `${3 - o.damage}/3`}`).join(' ');
  const out = [
    { label: 'Wave', value: `${ext.wave}/${ext.rules.waves}` },
    { label: 'Alertness', value: `${ext.alertness}/${ext.rules.alertnessToEndWave}` },
    { label: 'Objectives', value: marks },
    { label: 'Priority', value: ext.priority === null ? 'none' : String(ext.priority) },
    { label: 'Party XP', value: String(ext.partyXp) },
    { label: 'Score', value: String(ext.partyXp * ext.lastWaveFinished) },
  ];
  if (ext.timeOfDay) out.push({ label: 'Time of day', value: capital(ext.timeOfDay) });
  if (ext.weather) out.push({ label: 'Weather', value: capital(ext.weather) });
  if (ext.event) out.push({ label: 'Event', value: EVENT_NAMES.get(ext.event.roll) ?? String(ext.event.roll) });
  return out;
}

const TOKENS = {
  search: { label: 'Search token', color: '#d9b44a', shape: 'hex' as const },
  treasure: { label: 'Treasure marker', color: '#e8d27a', shape: 'disc' as const },
  objective: { label: 'Objective marker', color: '#4aa3d9', shape: 'ring' as const },
};

export const hordePresentation = definePresentation({
  id: 'horde',
  name: 'Horde survival',
  actions: ACTIONS,
  stats,
  figures: {
    heroes: HERO_FIGURES,
    enemies: ENEMY_FIGURES,
    // An enemy kind without a figure is a beast of its profile's size (2×2 for the large ones).
    defaults: { heroes: { body: 'humanoid', gear: ['rifle'], scale: 1.15, size: 1 }, enemies: (unit) => ({ body: 'beast', gear: [], scale: 1, size: profileOf(unit.kind).size }) },
  },
  sightPreview: hordeSightPreview,
  groundMarks: hordeGroundMarks,
  // horde.md §4.2 step 4.5: between waves no hero acts; the shop is what the players answer.
  phasePrompt: (view) => (view.turn.phase === 'shop' ? 'the shop is open: buy, sell or pass items and credits, then leave the shop' : undefined),
  setting: 'battlefield',
  describeEvent: (event, ctx) => {
    if (event.type === 'wave-started') return `Wave ${event.wave} begins.`;
    if (event.type === 'wave-ended') return `Wave ${event.wave} is finished.`;
    // The end of round's own message says it ("Objective 3 is destroyed."): one line, not two.
    if (event.type === 'feature-destroyed' && event.feature.startsWith('objective-')) return null;
    if (event.type === 'counter-changed' && event.counter === 'alertness') return `Alertness rises to ${event.value}.`;
    if (event.type === 'hit') return `${ctx.nameOf(event.unit)} takes ${event.damage} wound${event.damage === 1 ? '' : 's'} (${event.health} left).`;
    return undefined;
  },
  trackers,
  tokens: TOKENS,
  markers: (view) =>
    extOf(view)
      .objectives.filter((o) => !o.destroyed)
      .map((o) => ({ id: `objective-${o.number}`, kind: 'objective', x: o.x, y: o.y, count: 3 - o.damage })),
});
