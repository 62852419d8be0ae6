import type { Unit } from '../../game/game-state';
import type { GameView } from '../../rules/hidden/view';
import { itemsOf } from '../../rules/heroes/hero-sheet';
import {
  capital,
  cellName,
  diceOdds,
  genericTarget,
  humanise,
  lookup,
  unitAt,
  unitCell,
  type ActionFace,
  type FigureRecipe,
  type PresentContext,
  type ShownAction,
  type ShownStat,
  type TokenFace,
} from '../../rules/core/presentation';
import { actingUnit, definePresentation, field, healthStat, plainFace, unitTargetFace } from '../define-presentation';
import { ACID_HURT_ON, LJ_TO_HIT, QUEEN_HURT_ON, valkyrieProfile } from './content';
import { QUEEN_TARGET } from './combat';
import { TILE_DECK } from './exploration';
import type { HiveExt } from './types';
import { hiveSightPreview } from './sight-preview';

/** How the hive crawl looks and reads: Valkyries and bugs in a ribbed hive, hive.md's words. */

const ext = (ctx: PresentContext) => (ctx.view as GameView<HiveExt>).ext;

/** The Queen is no unit: she stands where her chamber put her. */
function queenCell(ctx: PresentContext) {
  const queen = ext(ctx).queen;
  return queen && queen.x >= 0 ? { x: queen.x, y: queen.y } : undefined;
}

function attackOdds(action: ShownAction, ctx: PresentContext): string | undefined {
  const unit = actingUnit(action, ctx);
  if (!unit) return undefined;
  // hive.md §7.1–§7.3: one die; LJ's pistol hits on 5+, the Queen is hurt on 6+ (4+ with acid rounds).
  if (field(action, 'target') === QUEEN_TARGET) return diceOdds(1, (unit.stats['acid'] ?? 0) > 0 ? ACID_HURT_ON : QUEEN_HURT_ON, 'hurts');
  const toHit = action['die'] === 'lj' ? LJ_TO_HIT : valkyrieProfile(unit.kind)?.toHit;
  return toHit === undefined ? undefined : diceOdds(1, toHit);
}

const ACTIONS: Readonly<Record<string, ActionFace>> = {
  move: {
    target: 'cell',
    primary: true,
    key: 'm',
    targetOf: genericTarget,
    label: (a, ctx) => {
      const target = genericTarget(a, ctx);
      if (target.kind !== 'cell') return 'Move';
      const steps = target.cost ?? 1;
      return `Move to ${cellName(target.cell)} (${steps} move${steps === 1 ? '' : 's'})`;
    },
  },
  explore: plainFace((a) => `Explore ${field(a, 'edge')}: draw a tile`, 'x'),
  'orient-tile': plainFace((a) => `Place the tile turned ${Number(a['rotation'])}°`),
  search: plainFace('Search this tile (draw an item)', 'f'),
  attack: {
    target: 'unit',
    targetOf: (a, ctx) => {
      const target = field(a, 'target');
      return { kind: 'unit', unit: target, cell: target === QUEEN_TARGET ? queenCell(ctx) : unitCell(ctx, target) };
    },
    label: (a, ctx) => {
      const target = field(a, 'target');
      const whom = target === QUEEN_TARGET ? `the Queen${queenCell(ctx) ? ` at ${cellName(queenCell(ctx) ?? { x: -1, y: -1 })}` : ''}` : unitAt(ctx, target);
      return `Attack ${whom}${a['die'] === 'lj' ? " with LJ's pistol" : ''}`;
    },
    odds: attackOdds,
  },
  'chamber-attack': plainFace('Attack the chamber (special attack)'),
  'establish-weak-point': plainFace('Establish a weak point'),
  'lay-charge': plainFace('Lay a charge'),
  detonate: plainFace('Detonate the charges'),
  'pick-up-scientist': plainFace('Pick up LJ'),
  'end-game': plainFace('End the game'),
  heal: unitTargetFace((a, ctx) => `Heal ${unitAt(ctx, field(a, 'target'))} (1 move)`),
  'give-item': unitTargetFace((a, ctx) => `Give ${humanise(field(a, 'item'))} to ${ctx.nameOf(field(a, 'to'))}`, { field: 'to' }),
  'use-item': {
    target: 'item',
    targetOf: (a, ctx) => (a['at'] !== undefined || a['target'] !== undefined ? genericTarget(a, ctx) : { kind: 'item', id: field(a, 'item') }),
    pickLabel: (a) => `Use ${humanise(field(a, 'item'))}`,
    label: (a, ctx) => {
      const item = humanise(field(a, 'item'));
      const at = a['at'] as { x: number; y: number } | undefined;
      if (at) return `Throw ${item} at ${cellName(at)}`;
      if (typeof a['target'] === 'string') return `Use ${item} on ${unitAt(ctx, a['target'])}`;
      return `Use ${item}`;
    },
  },
  'bug-move': plainFace('Bugs move'),
};

/**
 * Health, what is left of the turn and the items on the hero's sheet (§5); the bookkeeping (moved, healed,
 * ljUsed, acid as a number) stays hidden.
 */
function stats(unit: Unit, view?: GameView): ShownStat[] {
  const shown: ShownStat[] = [healthStat(unit, unit.stats['maxHealth'])];
  const profile = valkyrieProfile(unit.kind);
  if (profile) {
    shown.push({ label: 'Role', value: profile.role });
    shown.push({ label: 'Moves', value: String(unit.stats['moves'] ?? 0) });
    shown.push({ label: 'Attacks', value: String(unit.stats['attacks'] ?? 0) });
    shown.push({ label: 'Hits on', value: `${profile.toHit}+` });
  } else if (unit.stats['attacks'] !== undefined) {
    shown.push({ label: 'Attack dice', value: String(unit.stats['attacks']) });
  }
  if ((unit.stats['acid'] ?? 0) > 0) shown.push({ label: 'Acid rounds', value: 'loaded' });
  const items = view ? itemsOf(view, unit.id) : [];
  if (items.length > 0) shown.push({ label: 'Items', value: items.map((item) => item.replace(/-/g, ' ')).join(', ') });
  return shown;
}

/** Valkyries in armour, each with the gear of her role; small bugs low, large bugs big. */
const VALKYRIE_GEAR: Readonly<Record<string, FigureRecipe['gear']>> = {
  scout: ['visor', 'pistol'],
  'heavy gunner': ['heavy-gun'],
  engineer: ['toolkit', 'rifle'],
  medic: ['medkit', 'rifle'],
  marksman: ['visor', 'rifle', 'antenna'],
  assault: ['blade', 'rifle'],
};
const gearOf = lookup(VALKYRIE_GEAR);

function valkyrie(unit: Unit): FigureRecipe {
  const profile = valkyrieProfile(unit.kind);
  return { body: 'armoured', gear: (profile && gearOf(profile.role.toLowerCase())) ?? ['rifle'], scale: 1.3, size: 1 };
}

const TOKENS: Readonly<Record<string, TokenFace>> = {
  spawn: { label: 'Spawn point', color: '#c0392b', shape: 'hex' },
  item: { label: 'Item', color: '#56d4c8', shape: 'square' },
  queen: { label: 'The Queen (health left)', color: '#9c2f6b', shape: 'ring' },
};

export const hivePresentation = definePresentation({
  id: 'hive',
  name: 'Hive crawl',
  actions: ACTIONS,
  stats,
  figures: {
    enemies: { large: { body: 'bug', gear: ['crest'], scale: 1.2, size: 1 } },
    defaults: { heroes: valkyrie, enemies: { body: 'bug', gear: [], scale: 0.8, size: 1 } },
  },
  setting: 'hive',
  describeEvent: (event, ctx) => {
    // A drawn tile by the name the editor shows, not its id (hive.md §6.5).
    if (event.type === 'card-drawn' && event.deck === TILE_DECK) return event.card ? `A tile is drawn: ${ctx.tileName(event.card)}.` : 'A tile is drawn.';
    if (event.type === 'card-drawn') return event.card ? `${capital(humanise(event.deck))}: ${humanise(event.card)} is drawn.` : `A card is drawn from the ${humanise(event.deck)} deck.`;
    return undefined;
  },
  // The round after the cap opens only to end the game (outcome.ts): it is not a round to play.
  round: {
    value: (view) => {
      const cap = (view as GameView<HiveExt>).ext.roundCap;
      return `${Math.min(view.round, cap)} of ${cap}`;
    },
  },
  trackers: (view) => [{ label: 'Tiles left', value: String(view.decks[TILE_DECK]?.drawCount ?? 0) }],
  tokens: TOKENS,
  sightPreview: hiveSightPreview,
  markers: (view) => {
    const x = (view as GameView<HiveExt>).ext;
    const queen = x.queen;
    return queen && queen.x >= 0 && queen.health > 0 ? [{ id: 'queen', kind: 'queen', x: queen.x, y: queen.y, count: queen.health }] : [];
  },
});
