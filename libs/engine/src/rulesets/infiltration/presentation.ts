// The presentation face of infiltration: words, targets, stats, figures, trackers, tokens and event phrasing.
import { aetherStats, spawnRevealLine } from './presentation-aether';
import type { Unit } from '../../game/game-state';
import { capital, cellName, type FigureRecipe, type PresentContext, type RulesetPresentation, type ShownMarker } from '../../rules/core/presentation';
import { definePresentation, healthStat } from '../define-presentation';
import type { GameView } from '../../rules/hidden/view';
import { describeFeatureReveal, ROOM_FEATURE_FACES, roomFeatureMarkers } from './room-features-view';
import type { Board } from '../../board/board';
import { ENEMY_BY_KIND, HERO_BY_KIND } from './content';
import { ACTION_CARD_BY_ID } from './action-cards';
import { featOf } from './feats';
import { ITEM_BY_ID, ITEM_TOKEN } from './item-content';
import { DISTRACT_DECISION } from './distraction';
import { BISCUITS_DECISION } from './dog-biscuits';
import { infiltrationSightPreview } from './sight-preview';
import { handStat, infiltrationTrackers } from './presentation-trackers';
import { deckCardLine } from './presentation-decks';
import type { InfiltrationExt } from './types';
import { enemyDefence, INFILTRATION_ACTIONS, ITEMS_BY_NAME, objectiveName } from './presentation-actions';

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
  actions: INFILTRATION_ACTIONS,
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
