// The action faces of infiltration: what each action says on its button, where it points and its odds (§6).
import { LENSES_ITEM, lensesUseLabel } from './presentation-aether';
import {
  capital,
  cellName,
  CORE_ACTIONS,
  unitAt,
  type ActionFace,
  type ActionTarget,
  type BoardCell,
  type PresentContext,
  type ShownAction,
} from '../../rules/core/presentation';
import { plainFace, unitTargetFace } from '../define-presentation';
import type { TokenView } from '../../rules/hidden/view';
import type { Unit } from '../../game/game-state';
import { ENEMY_BY_KIND, weaponsOf } from './content';
import { ACTION_CARD_BY_ID } from './action-cards';
import { featOf } from './feats';
import { ITEM_BY_ID, ITEM_TOKEN } from './item-content';
import { DISTRACT_DECISION } from './distraction';
import { RALLY_DECISION } from './rally';

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
export const ITEMS_BY_NAME: ReadonlyMap<string, string> = new Map([...ITEM_BY_ID.values()].map((i) => [i.name, i.id]));
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
export const objectiveName = (item: string): string => (item === 'escort' ? 'Rourke (escort)' : item === 'false-objective' ? 'the false objective' : `the ${itemName(item)}`);

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

/** Each infiltration action's words, targets and odds, by action type. */
export const INFILTRATION_ACTIONS: Readonly<Record<string, ActionFace>> = {
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
export function enemyDefence(unit: Pick<Unit, 'kind' | 'health'>): number | undefined {
  const p = ENEMY_BY_KIND.get(unit.kind);
  if (!p) return undefined;
  return p.states ? (p.states[Math.max(0, p.states.length - unit.health)] ?? p.defence) : p.defence;
}
