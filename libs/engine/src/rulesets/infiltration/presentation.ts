// The presentation face of infiltration: words, targets, stats, figures, trackers, tokens and event phrasing.
import { aetherStats, LENSES_ITEM, lensesUseLabel, spawnRevealLine } from './presentation-aether';
import type { Unit } from '../../game/game-state';
import {
  capital,
  cellName,
  CORE_ACTIONS,
  unitAt,
  type ActionFace,
  type ActionTarget,
  type BoardCell,
  type FigureRecipe,
  type PresentContext,
  type RulesetPresentation,
  type ShownMarker,
  type ShownAction,
} from '../../rules/core/presentation';
import { definePresentation, healthStat, plainFace, unitTargetFace } from '../define-presentation';
import type { GameView, TokenView } from '../../rules/hidden/view';
import { describeFeatureReveal, ROOM_FEATURE_FACES, roomFeatureMarkers } from './room-features-view';
import type { Board } from '../../board/board';
import { ENEMY_BY_KIND, HERO_BY_KIND, weaponsOf } from './content';
import { ACTION_CARD_BY_ID } from './action-cards';
import { featOf } from './feats';
import { ITEM_BY_ID, ITEM_TOKEN } from './item-content';
import { DISTRACT_DECISION } from './distraction';
import { RALLY_DECISION } from './rally';
import { BISCUITS_DECISION } from './dog-biscuits';
import { infiltrationSightPreview } from './sight-preview';
import { handStat, infiltrationTrackers } from './presentation-trackers';
import { deckCardLine } from './presentation-decks';
import type { InfiltrationExt } from './types';

const areaCell = (ctx: PresentContext, area: number): BoardCell | undefined => {
  const cell = ctx.board.zones[area]?.cells[0];
  return cell === undefined ? undefined : { x: cell % ctx.board.width, y: Math.floor(cell / ctx.board.width) };
};
const areaName = (ctx: PresentContext, area: number): string => {
  const zone = ctx.board.zones[area];
  const cell = areaCell(ctx, area);
  const place = zone ? ctx.board.placements[zone.tile] : undefined;
  return `${place?.id ? capital(place.id.replace(/-/g, ' ')) : 'area'}${cell ? ` (${cellName(cell)})` : ''}`;
};
const doorOf = (ctx: PresentContext, action: ShownAction) => ctx.board.doors[Number(action['door'])];

const moveFace: ActionFace = {
  target: 'zone',
  primary: true,
  key: 'm',
  targetOf: (a, ctx): ActionTarget => {
    const zone = ctx.board.zones[Number(a['area'])];
    return { kind: 'zone', zone: zone?.id ?? '', cell: areaCell(ctx, Number(a['area'])) };
  },
  label: (a, ctx) => {
    const unit = ctx.view.units.find((u) => u.id === a['unit']);
    if (unit && (unit.stats['knocked'] ?? 0) > 0) return 'Stand up (Move)';
    return `Move to ${areaName(ctx, Number(a['area']))}`;
  },
};

function attackLabel(a: ShownAction, ctx: PresentContext): string {
  const hero = ctx.view.units.find((u) => u.id === a['unit']);
  const weapon = hero ? weaponsOf(hero.kind)[Number(a['weapon'])] : undefined;
  const noise = weapon ? (typeof weapon.noise === 'number' ? (weapon.noise > 0 ? `, noise ${weapon.noise}` : ', silent') : `, ${weapon.noise.toUpperCase()}!`) : '';
  const second = typeof a['second'] === 'string' ? ` and ${unitAt(ctx, a['second'])} (Dual Wielding)` : '';
  const ap = a['ap'] ? ' using AP Rounds (Armour Piercing)' : '';
  return `${a['heroic'] ? 'Heroic attack' : 'Attack'} ${unitAt(ctx, String(a['target']))}${second} with ${weapon?.name ?? 'a weapon'}${ap} (${weapon?.attack ?? 0} dice${noise})${a['heroic'] ? ': 1 heroic point, sure hit' : ''}`;
}

function attackOdds(a: ShownAction, ctx: PresentContext): string | undefined {
  const defenceOf = (id: unknown) => {
    const unit = ctx.view.units.find((u) => u.id === id);
    return unit ? enemyDefence(unit) : undefined;
  };
  const first = defenceOf(a['target']);
  const second = a['second'] === undefined ? 0 : defenceOf(a['second']);
  const defence = first === undefined || second === undefined ? undefined : first + second;
  return a['heroic'] ? 'succeeds (heroic point)' : defence === undefined ? undefined : `needs ${defence}`;
}

const attackFace = unitTargetFace(attackLabel, { key: 'a', odds: attackOdds });

const doorFace: ActionFace = {
  target: 'door',
  key: 'o',
  targetOf: (a, ctx) => {
    const place = doorOf(ctx, a);
    return place ? { kind: 'door', door: place.id, cell: { x: place.x, y: place.y } } : { kind: 'none' };
  },
  label: (a, ctx) => {
    const place = doorOf(ctx, a);
    return `Unlock/open the door${place ? ` at ${cellName(place)}` : ''} (noise test)`;
  },
};

/** A card's free action points where its action does: an area, a unit or a door (§6.10). */
const cardFace: ActionFace = {
  target: 'card',
  key: 'c',
  targetOf: (a, ctx) => {
    if (a['area'] !== undefined) return moveFace.targetOf(a, ctx);
    if (a['target'] !== undefined) return attackFace.targetOf(a, ctx);
    if (a['door'] !== undefined) return doorFace.targetOf(a, ctx);
    return { kind: 'card', id: String(a['card']) };
  },
  label: (a, ctx) => {
    const card = ACTION_CARD_BY_ID.get(String(a['card']));
    const kind = ctx.view.units.find((u) => u.id === a['unit'])?.kind;
    const feat = kind === undefined ? undefined : featOf(kind, String(a['card']));
    if (a['modifier'] === true) return `Play ${card?.name ?? String(a['card'])}'s modifier: ${card?.bottom ?? ''}`; // §5.6 the bottom half
    if (feat && a['then'] !== undefined) return `Play ${feat.name}: ${attackFace.label(a, ctx).replace(/^Attack/, 'attack')}, then ${unitAt(ctx, String(a['then']))}`;
    if (feat && a['weapon'] !== undefined) return `Play ${feat.name}: ${attackFace.label(a, ctx).replace(/^Attack/, 'attack')}`;
    if (feat?.id === 'pin-them-down') return `Play ${feat.name}: suppress ${areaName(ctx, Number(a['area']))}`;
    if (feat) return `Play ${feat.name}${a['area'] !== undefined ? `: move to ${areaName(ctx, Number(a['area']))}` : a['target'] !== undefined ? ` on ${heroName(ctx, a['target'])}` : `: ${feat.text}`}`;
    const name = card?.name ?? String(a['card']);
    if (a['area'] !== undefined) return `Play ${name}: move to ${areaName(ctx, Number(a['area']))}${a['card'] === 'slip-past' ? ', then draw 1' : ''}`;
    if (a['target'] !== undefined) return `Play ${name}: ${attackFace.label(a, ctx).replace(/^Attack/, 'attack')}`;
    if (a['door'] !== undefined) return `Play ${name}: ${doorFace.label(a, ctx).replace(/^Unlock/, 'unlock')}`;
    if (a['token'] !== undefined) return `Play ${name} (free): ${searchFace.label(a, ctx)}`;
    return `Play ${name}: ${card?.top.replace(/^Free: /, '') ?? 'its action'}`;
  },
  odds: (a, ctx) => (a['target'] !== undefined ? attackFace.odds?.(a, ctx) : undefined),
};

const CORE_CHOOSE = CORE_ACTIONS['choose'] as ActionFace;
const ITEMS_BY_NAME: ReadonlyMap<string, string> = new Map([...ITEM_BY_ID.values()].map((i) => [i.name, i.id]));
const itemName = (id: unknown): string => ITEM_BY_ID.get(String(id))?.name ?? String(id);
const heroName = (ctx: PresentContext, id: unknown): string => ctx.view.units.find((u) => u.id === id)?.name ?? String(id);

/** §6.10 Use an Item: on an adjacent area (grenades, smoke), a hero (Pain Killers), or the area's heroes. */
const useFace: ActionFace = {
  target: 'zone',
  targetOf: (a, ctx): ActionTarget => (a['area'] !== undefined ? moveFace.targetOf(a, ctx) : { kind: 'none' }),
  label: (a, ctx) => a['item'] === LENSES_ITEM ? lensesUseLabel(areaName(ctx, Number(a['area']))) : `Use ${itemName(a['item'])}${a['area'] !== undefined ? ` on ${areaName(ctx, Number(a['area']))}` : a['to'] !== undefined ? ` on ${heroName(ctx, a['to'])}` : ''}`,
};

/** A token's item as the side may know it: face-down tokens hold null in the view (hidden stays hidden). */
const itemOfToken = (token: TokenView | undefined): string | undefined => {
  const item = token?.revealed ? (token.contents as { item?: unknown } | null)?.item : undefined;
  return typeof item === 'string' ? item : undefined;
};
const tokenOf = (ctx: PresentContext, id: unknown): TokenView | undefined => ctx.view.tokens.find((t) => t.id === id);
const tokenCell = (token: TokenView | undefined): BoardCell | undefined => (token && token.x >= 0 ? { x: token.x, y: token.y } : undefined);
/** The board's name for an objective item once it is known: Rourke is a man, not a thing. */
const objectiveName = (item: string): string => (item === 'escort' ? 'Rourke (escort)' : item === 'false-objective' ? 'the false objective' : `the ${itemName(item)}`);

/** §6.4 Search: a face-down token by its back only; a face-up one by what it is. */
const searchFace: ActionFace = {
  target: 'none',
  key: 's',
  targetOf: () => ({ kind: 'none' }),
  label: (a, ctx) => {
    const token = tokenOf(ctx, a['token']);
    const item = itemOfToken(token);
    if (item !== undefined) return item === 'escort' ? 'Pick up Rourke (escort: no noise, even with enemies here)' : `Pick up ${itemName(item)} (face up: no noise test)`;
    if (token?.kind === ITEM_TOKEN.objective) return 'Search the objective token (noise test first)';
    return 'Search: take an item here (face down: a noise test first)';
  },
};

/** §12.3 Demolition: a Give Item onto a face-up false objective in the area. */
const plantFace: ActionFace = {
  target: 'none',
  key: 'p',
  targetOf: () => ({ kind: 'none' }),
  label: (a, ctx) => {
    const cell = tokenCell(tokenOf(ctx, a['token']));
    return `Plant a demolition charge on the target${cell ? ` at ${cellName(cell)}` : ''}`;
  },
};

/** The value of the option a `choose` names, in the view's open decision. */
const chosen = (a: ShownAction, ctx: PresentContext) => {
  const decision = ctx.view.decisions?.find((d) => d.id === a['decision']);
  return { decision, option: decision?.options.find((o) => o.id === a['option']) };
};

/** §13.9 Distraction's options name the hero and the enemy it keeps still; the button points at that enemy. */
const chooseFace: ActionFace = {
  target: 'none',
  targetOf: (a, ctx): ActionTarget => {
    const { decision, option } = chosen(a, ctx);
    if (decision?.kind === RALLY_DECISION && typeof option?.value === 'number') return moveFace.targetOf({ ...a, area: option.value }, ctx); // §13.9 Rally: the step's area
    if (decision?.kind !== DISTRACT_DECISION || typeof option?.value !== 'string' || !option.value.includes('|')) return CORE_CHOOSE.targetOf(a, ctx);
    const enemy = option.value.split('|')[1] ?? '';
    return attackFace.targetOf({ ...a, target: enemy }, ctx);
  },
  label: (a, ctx) => {
    const { decision, option } = chosen(a, ctx);
    if (decision?.kind === RALLY_DECISION && typeof option?.value === 'number') return `Rally: ${option.label.replace(/ to \S+$/, '')} to ${areaName(ctx, option.value)}`;
    if (decision?.kind !== DISTRACT_DECISION || typeof option?.value !== 'string') return CORE_CHOOSE.label(a, ctx);
    if (!option.value.includes('|')) return 'Play no Distraction: every alert enemy acts';
    const [hero = '', enemy = ''] = option.value.split('|');
    return `Play Distraction (${heroName(ctx, hero)}): ${unitAt(ctx, enemy)} does not act this enemy turn`;
  },
};

const SPEND_WORDS: Readonly<Record<string, string>> = {
  boost: 'Spend ★ on a boost (roll one more die)',
  loot: 'Spend ★ on loot (the target drops an item if it dies)',
  unreliable: 'Spend ★ to keep the weapon from jamming',
  'cancel-surge': 'Spend an aether ★ to cancel a surge',
  heroic: 'Spend 2 heroic points: the attack succeeds',
  burst: 'Spend ★ on Burst (+2; what is left wounds more enemies there)',
  stunned: 'Spend ★ to stun: the target\'s area is suppressed',
};

const ACTIONS: Readonly<Record<string, ActionFace>> = {
  pass: plainFace(() => 'Done spending: every ★ left boosts', 'e'),
  move: moveFace,
  attack: attackFace,
  door: doorFace,
  recover: plainFace(() => 'Recover (keep 2 wounds, stand up)', 'r'),
  escape: plainFace(() => 'Escape through the exit', 'x'),
  ready: plainFace(() => 'Ready equipment (clear a jam or drain)'),
  medical: plainFace(() => 'Medical Station (discard a permanent wound; noise 1)'),
  spend: plainFace((a) => SPEND_WORDS[String(a['effect'])] ?? 'Spend ★'),
  draw: plainFace(() => 'Draw 2 action cards', 'd'),
  card: cardFace,
  search: searchFace,
  plant: plantFace,
  choose: chooseFace,
  give: plainFace((a, ctx) => `Give ${itemName(a['item'])} to ${heroName(ctx, a['to'])}`),
  drop: plainFace((a) => `Drop ${itemName(a['item'])} (face up)`),
  use: useFace,
};

/** §3.7: a multi-state unit's defence is its state's. */
function enemyDefence(unit: Pick<Unit, 'kind' | 'health'>): number | undefined {
  const p = ENEMY_BY_KIND.get(unit.kind);
  if (!p) return undefined;
  return p.states ? (p.states[Math.max(0, p.states.length - unit.health)] ?? p.defence) : p.defence;
}

function stats(unit: Unit, view?: GameView) {
  if (unit.side === 'enemies') {
    const p = ENEMY_BY_KIND.get(unit.kind);
    return [
      healthStat(unit, undefined, 'Wounds left'),
      { label: 'Defence', value: String(enemyDefence(unit) ?? '?') },
      { label: 'Attack', value: p ? `${p.primary === 'melee' ? p.melee.attack : (p.ranged?.attack ?? 0)} (+${p.primary === 'melee' ? p.melee.support : (p.ranged?.support ?? 0)} support)` : '?' },
    ];
  }
  const s = unit.stats;
  const out = [
    { label: 'Permanent wounds', value: `${s['wounds'] ?? 0}/4` },
    { label: 'Actions', value: String(s['actions'] ?? 0) },
    { label: 'Heroic points', value: String((s['hpWild'] ?? 0) + (s['hpAttack'] ?? 0) + (s['hpDefence'] ?? 0)) },
  ];
  if ((s['wounds'] ?? 0) >= 4) out.push({ label: 'State', value: (s['captured'] ?? 0) ? 'Captured' : 'Downed' });
  if ((s['jammed'] ?? 0) > 0) out.push({ label: 'Weapon', value: 'Jammed' });
  if ((s['drained'] ?? 0) > 0) out.push({ label: 'Weapon', value: 'Drained' });
  out.push(...aetherStats(s)); // §11.1 the Stim's effect, a drained Shield
  const hand = handStat(unit, view);
  if (hand) out.push(hand);
  return out;
}

const HEROES: Readonly<Record<string, FigureRecipe>> = {
  anvil: { body: 'armoured', gear: ['heavy-gun'], scale: 1.35, size: 1 },
  colette: { body: 'humanoid', gear: ['pistol', 'blade'], scale: 1.2, size: 1 },
  sergeant: { body: 'humanoid', gear: ['rifle', 'pennant'], scale: 1.25, size: 1 },
  quill: { body: 'humanoid', gear: ['pistol', 'visor'], scale: 1.2, size: 1 },
  kestrel: { body: 'humanoid', gear: ['rifle', 'crest'], scale: 1.2, size: 1 },
};
const ENEMIES: Readonly<Record<string, FigureRecipe>> = {
  trooper: { body: 'humanoid', gear: ['rifle'], scale: 1.1, size: 1, color: '#7b8a6a' },
  officer: { body: 'humanoid', gear: ['pistol', 'crest'], scale: 1.15, size: 1, color: '#5e6b4f' },
  hound: { body: 'beast', gear: [], scale: 0.9, size: 1, color: '#6b5138' },
  revenant: { body: 'humanoid', gear: ['blade'], scale: 1.1, size: 1, color: '#7c8f86' },
  technician: { body: 'humanoid', gear: ['toolkit'], scale: 1.05, size: 1, color: '#c9c6b8' },
  'heavy-gunner': { body: 'armoured', gear: ['heavy-gun'], scale: 1.3, size: 1, color: '#55603f' },
  'shock-trooper': { body: 'armoured', gear: ['flamer'], scale: 1.25, size: 1, color: '#4c5637' },
  'specimen-6xx': { body: 'stalker', gear: [], scale: 1.1, size: 1, color: '#8f5f7a' },
  'specimen-601': { body: 'monster', gear: [], scale: 1.5, size: 1, color: '#7a3f5c' },
  'seeker-bomb': { body: 'machine', gear: ['antenna'], scale: 0.8, size: 1, color: '#8a8a8a' },
  'aether-walker': { body: 'machine', gear: ['heavy-gun'], scale: 1.7, size: 1, color: '#4a5a6a' },
  warlord: { body: 'armoured', gear: ['blade', 'crest'], scale: 1.45, size: 1, color: '#3f3a30' },
  matriarch: { body: 'humanoid', gear: ['pistol', 'visor'], scale: 1.3, size: 1, color: '#6a3f6a' },
};

const TOKENS = {
  spawn: { label: 'Spawn token', color: '#b23a3a', shape: 'hex' as const },
  item: { label: 'Item', color: '#d9b64a', shape: 'square' as const },
  'aether-item': { label: 'Aether item', color: '#5fb7d9', shape: 'square' as const },
  noise: { label: 'Noise', color: '#e08a2c', shape: 'ring' as const },
  // §11.1 objective items: the back says "objective", nothing more; the rings below say what a face-up one is.
  'objective-item': { label: 'Objective token', color: '#c9c2b0', shape: 'disc' as const },
  'demolition-target': { label: 'Demolition target', color: '#d64545', shape: 'ring' as const },
  'charged-target': { label: 'Charge planted', color: '#ff9d2e', shape: 'ring' as const },
  escort: { label: 'Rourke (escort)', color: '#6fcf6f', shape: 'ring' as const },
  'objective-found': { label: 'Objective item', color: '#f2e05a', shape: 'ring' as const },
  ...ROOM_FEATURE_FACES,
};

/**
 * A ring over each face-up objective token that says what it is: a Demolition target (charged or not),
 * Rourke, or an objective item dropped face up. Face-down tokens carry null in the view: no ring, no leak.
 */
function markers(view: GameView): ShownMarker[] {
  return view.tokens.flatMap((token) => {
    if (token.kind !== ITEM_TOKEN.objective || !token.revealed) return [];
    const contents = token.contents as { item?: unknown; charged?: unknown } | null;
    const kind = contents?.item === 'false-objective' ? (contents.charged === true ? 'charged-target' : 'demolition-target') : contents?.item === 'escort' ? 'escort' : 'objective-found';
    return [{ id: token.id, kind, x: token.x, y: token.y }];
  });
}

/** Where a board feature stands, for a log line ("at C4"). */
const featureCell = (board: Board | undefined, id: string): string => {
  const feature = board?.features.find((f) => f.id === id);
  return feature ? ` at ${cellName(feature)}` : '';
};

/** The ruleset's item and objective messages (items.ts, objective-items.ts), as sentences. */
function describeMessage(event: { readonly text: string; readonly title?: string }): string | undefined {
  const title = event.title ?? '';
  const taken = /^(.+) takes an item$/.exec(title);
  if (taken) {
    const item = ITEMS_BY_NAME.get(event.text);
    if (item === 'escort') return `${taken[1]} takes charge of Rourke: he goes where ${taken[1]} goes.`;
    if (item === 'dossier') return `${taken[1]} has the Dossier!`;
    if (item !== undefined && ITEM_BY_ID.get(item)?.pool === 'objective') return `${taken[1]} takes ${objectiveName(item)}.`;
    return `${taken[1]} takes ${event.text}.`;
  }
  if (title === 'A false objective') return 'A false objective: a red herring, it stays face up. Keep looking.';
  const plants = /^(.+) plants a charge$/.exec(title);
  if (plants) return `${plants[1]} plants a demolition charge (${event.text.replace(/\.$/, '')}).`;
  const detonator = /^(.+) uses Detonator$/.exec(title);
  if (detonator) return `${detonator[1]} sets off the Detonator: BOOM!`;
  if (event.text === '' && title !== '') return `${title}.`;
  return undefined;
}

function describeEvent(event: Parameters<NonNullable<RulesetPresentation['describeEvent']>>[0], ctx: PresentContext): string | null | undefined {
  switch (event.type) {
    case 'dice-rolled': {
      const faces = event.dice.map((d) => d.label).join(', ');
      const who = event.by ? `${ctx.nameOf(event.by)} rolls` : 'Rolled';
      return `${who} ${event.dice.length} ${event.dice[0]?.die ?? ''} ${event.dice.length === 1 ? 'die' : 'dice'} for ${event.purpose}: ${faces} (total ${event.total}).`;
    }
    case 'test-made':
      if (event.label === 'noise') return event.passed ? `Noise test: ${event.total} — heard!` : `Noise test: ${event.total} — not heard.`;
      return `${capital(event.label ?? 'test')} test: ${event.total} against ${event.atLeast} — ${event.passed ? 'success' : 'failure'}.`;
    case 'revealed': {
      if (event.kind === 'spawn') return spawnRevealLine(event.contents); // §8.4 seen, or §11.1 foreseen by the Lenses
      if (event.kind === 'room-feature') return describeFeatureReveal(event.contents);
      if (event.kind !== ITEM_TOKEN.objective) return undefined;
      // §12.3: a search turns the token over; what it was is public from now on.
      const item = (event.contents as { item?: unknown } | null)?.item;
      if (item === 'dossier') return 'Objective found: the Dossier!';
      if (item === 'false-objective') return null; // worded by the message that follows ("a red herring")
      return typeof item === 'string' ? `Objective token turned over: ${objectiveName(item)}.` : undefined;
    }
    case 'message':
      return describeMessage(event);
    case 'card-drawn': {
      const own = deckCardLine(event.deck, event.card, (ctx.view.ext as InfiltrationExt | undefined)?.faction);
      if (own !== undefined) return own;
      // §6.10: a hero's own action deck ("actions:<hero>") reads as the hero drawing the card, by its name.
      const hero = /^actions:(.+)$/.exec(event.deck)?.[1];
      if (hero === undefined) return undefined;
      if (event.card === null) return `${ctx.nameOf(hero)} draws an action card.`;
      const kind = ctx.view.units.find((u) => u.id === hero)?.kind;
      return `${ctx.nameOf(hero)} draws ${(kind === undefined ? undefined : featOf(kind, event.card)?.name) ?? ACTION_CARD_BY_ID.get(event.card)?.name ?? event.card}.`;
    }
    case 'feature-destroyed':
      return `The charge${featureCell(ctx.board, event.feature)} goes off: the target is destroyed.`;
    case 'alarm-raised':
      return 'The alarm sounds!';
    case 'token-placed':
      return event.kind === 'spawn' ? `Something stirs at ${cellName(event)}.` : undefined;
    case 'decision-opened': {
      if (event.kind === DISTRACT_DECISION) {
        const plays = event.options.filter((o) => o.id !== 'none').map((o) => o.label.replace(/ plays Distraction on /, ' on '));
        return `Action Stations! The heroes may play Distraction to keep an alert enemy in sight still this turn — ${plays.join('; ')}; or play none.`;
      }
      if (event.kind === BISCUITS_DECISION) {
        const throws = event.options.filter((o) => o.id !== 'none').map((o) => o.label);
        return `Before Kill the Intruders! the heroes may throw Dog Biscuits to the beasts in their area — ${throws.join('; ')}; or throw none.`;
      }
      // The heroes' choices inside the enemy turn (TC12) and after a roll: the prompt is a sentence of its own.
      const choices = event.options.map((o) => o.label.charAt(0).toLowerCase() + o.label.slice(1));
      return `${event.prompt.replace(/[.:]\s*$/, '')} — ${choices.join('; or ')}.`;
    }
    default:
      return undefined;
  }
}

export const infiltrationPresentation = definePresentation({
  id: 'infiltration',
  name: 'Infiltration',
  actions: ACTIONS,
  stats,
  figures: { heroes: HEROES, enemies: ENEMIES, defaults: { heroes: { body: 'humanoid', gear: ['rifle'], scale: 1.2, size: 1 }, enemies: { body: 'humanoid', gear: [], scale: 1, size: 1 } } },
  setting: 'castle',
  describeEvent,
  trackers: infiltrationTrackers,
  tokens: TOKENS,
  markers: (view: GameView) => [...markers(view), ...roomFeatureMarkers(view)],
  sightPreview: infiltrationSightPreview,
});

export const heroProfileName = (kind: string): string => HERO_BY_KIND.get(kind)?.name ?? kind;
