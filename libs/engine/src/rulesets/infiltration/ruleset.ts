import type { Board } from '../../board/board';
import type { GameStatus, Unit } from '../../game/game-state';
import { END_OF_ROUND, type PhaseSpec, type Ruleset } from '../../rules/core/ruleset';
import { isActive, unitById } from '../../rules/units/unit-status';
import { afterWounds, passSpending, SPEND_WINDOW } from './attack';
import { BURST_DECISION, resumeBurst } from './burst';
import { targetsOf } from './targets';
import { DECKS, POST_ALARM_NOISE, PRE_ALARM_NOISE, SPAWN_CARDS, WOUND_CARDS } from './content';
import { ctxOf, NO_MISSION_CONFIG, stateDice, type DiceSource, type MissionConfig } from './context';
import { enemyTurn, resumeBiscuits, resumeDistraction, resumeEnemyTurn } from './enemy-turn';
import { DISTRACT_DECISION } from './distraction';
import { RALLY_DECISION, resumeRally } from './rally';
import { DEFEND_AFTER, DEFEND_BEFORE } from './defence';
import { checkAction, legalActions, markCleared, resolveHeroAction } from './hero-actions';
import { endOfRound } from './round';
import { inAction } from './noise';
import { dealActionCards, START_HAND } from './action-cards';
import { addLootPools, DROP_DECISION, resumeDrop } from './items';
import { BISCUITS_DECISION } from './dog-biscuits';
import { STIMMED } from './dice-tests';
import { areaOf, onBoard, sees, sightFrom } from './space';
import { captureHolds, isCaptured } from './wounds';
import { isDowned, syncWounds } from './hero-wounds';
import { INFILTRATION_ACTION_TYPES, statsOf, type InfiltrationAction, type InfiltrationExt, type InfiltrationState, type PendingTest } from './types';
import { addDeck } from '../../rules/decks/deck';
import type { MissionHooks } from '../../mission/hooks';
import { setEntry } from '../../rules/state/keyed';
import { holdsItem } from '../../rules/heroes/hero-sheet';
import { giveByMission } from './mission-effects';
import { placeObjectiveItems } from './objective-items';
import { dealRoomFeatures } from './room-features';
import { PASSAGE_DECISION, resumePassage } from './secret-passage';
import { spawnGroup } from './spawning';

export type InfiltrationRuleset = Ruleset<InfiltrationExt, InfiltrationAction>;

/** Phase ids (infiltration.md §4.2). */
export const PHASES = { hero: 'hero-turn', enemy: 'enemy-turn', end: 'end-of-round' } as const;

export interface InfiltrationRulesetOptions {
  readonly config?: MissionConfig;
  /** Test seam: loaded dice. */
  readonly dice?: DiceSource;
  /** The board the game is played on ("see" triggers read sight on it). */
  readonly board?: Board;
  /** Action cards dealt to each hero at game start (§13.10: 3). */
  readonly startHand?: number;
}

const heroesLeft = (state: InfiltrationState): boolean => (state.turn.pools.heroes?.remaining ?? []).some((id) => {
  const unit = unitById(state, id);
  return unit !== undefined && isActive(unit);
});

const indices = (n: number): string[] => Array.from({ length: n }, (_, i) => String(i));

/** §12: the post-alarm track ran out; or no hero can act any more (all gone, or every one on the map captured). */
function outcome(state: InfiltrationState): GameStatus {
  if (state.ext.failed) return { kind: 'lost', reason: 'the post-alarm section ran out' };
  const onMap = state.units.filter((u) => u.side === 'heroes' && onBoard(u));
  // The mission's own victory is asked while the escape's phase lasts; after that, nobody left means a loss.
  if (onMap.length === 0 && state.turn.phase !== PHASES.hero) return { kind: 'lost', reason: 'no hero is left in the keep' };
  if (onMap.length > 0 && onMap.every(isCaptured) && state.turn.phase === PHASES.end) return { kind: 'lost', reason: 'every hero was captured' };
  return { kind: 'playing' };
}

export function createInfiltrationRuleset(options: InfiltrationRulesetOptions = {}): InfiltrationRuleset {
  const cfg = options.config ?? NO_MISSION_CONFIG;
  const dice = options.dice ?? stateDice;
  const phases: PhaseSpec<InfiltrationExt>[] = [
    {
      id: PHASES.hero,
      kind: 'activations',
      side: 'heroes',
      // §4.2: chosen one at a time before the alarm, dealt at random after it.
      order: (state) => ((state as InfiltrationState).ext.alarm ? 'random' : 'chosen'),
      pool: 'round',
      perVisit: 1,
    },
    { id: PHASES.enemy, kind: 'automatic', onEnter: (tx) => { if (!tx.state.ext.alarmPending) enemyTurn(ctxOf(tx, cfg, dice)); } },
    { id: PHASES.end, kind: 'automatic', onEnter: (tx) => endOfRound(ctxOf(tx, cfg, dice)) },
  ];
  const mission: MissionHooks<InfiltrationExt> = {
    effects: new Set(['remove', 'give']),
    hasItem: (state, unit, item) => holdsItem(state, unit, item),
    perform: (tx, effect, scope) => {
      if (effect.effect === 'give') return giveByMission(tx, effect, scope);
      // A feature taken off the board (a recon document once photographed): its place holds nothing more.
      const feature = (effect as { feature?: unknown }).feature;
      if (effect.effect !== 'remove' || typeof feature !== 'string' || !tx.state.mission) return false;
      setEntry(tx.w, tx.state.mission.features, feature, 'removed');
      return true;
    },
    // "see" triggers: a hero's line of sight to the place's area (§7.5), not only standing on it.
    sees: (state, unit, cells) => {
      const hero = unitById(state, unit);
      if (!hero || !onBoard(hero)) return false;
      const board = options.board;
      if (!board) return false;
      const sight = sightFrom(state, board, areaOf(board, hero), 'heroes');
      return cells.some((cell) => sees(sight, board.zoneOf[cell] ?? -1));
    },
  };
  return {
    id: 'infiltration',
    phases,
    actionTypes: INFILTRATION_ACTION_TYPES,
    firstPhase: () => PHASES.hero,
    nextPhase: (state, finished) => {
      if (finished === PHASES.hero) return state.ext.alarmPending ? PHASES.end : PHASES.enemy;
      if (finished === PHASES.enemy) return state.ext.alarmPending || !heroesLeft(state) ? PHASES.end : PHASES.hero;
      return END_OF_ROUND;
    },
    canActivate: (_state, unit: Unit) => unit.side === 'heroes' && onBoard(unit),
    actions: (state, board, slot) => legalActions(state, board, slot, cfg),
    check: (state, board, action, slot) => checkAction(state, board, action, slot, cfg),
    resolve: (tx, action) => resolveHeroAction(ctxOf(tx, cfg, dice), action),
    resumeDecision: (tx, decision, option) => {
      const c = ctxOf(tx, cfg, dice);
      if (decision.kind === DROP_DECISION) return resumeDrop(c, decision, option);
      if (decision.kind === PASSAGE_DECISION) return resumePassage(c, decision, option);
      if (decision.kind === BISCUITS_DECISION) return resumeBiscuits(c, decision, option);
      if (decision.kind === DEFEND_BEFORE || decision.kind === DEFEND_AFTER) return resumeEnemyTurn(c, decision, option);
      if (decision.kind === DISTRACT_DECISION) return resumeDistraction(c, decision, option);
      if (decision.kind === RALLY_DECISION) return resumeRally(c, decision, option);
      if (decision.kind !== BURST_DECISION || !options.board) return;
      const board = options.board;
      const targets = (t: PendingTest) => {
        const hero = unitById(tx.state, t.hero);
        return hero ? targetsOf(tx.state, board, hero, t.weapon) : [];
      };
      inAction(c, (decision.resume as { test?: { hero?: string } }).test?.hero ?? '', () => resumeBurst(c, decision, option, targets, (t) => afterWounds(c, t)));
    },
    onReactionClosed: (tx, window) => {
      if (window.kind !== SPEND_WINDOW) return;
      const c = ctxOf(tx, cfg, dice);
      inAction(c, c.state.ext.pending?.hero ?? '', () => passSpending(c));
    },
    onActivate: (tx, unit) => {
      const c = ctxOf(tx, cfg, dice);
      const stats = statsOf(unit);
      const { ext } = tx.state;
      tx.w.set(ext, 'sighted', []);
      tx.w.set(ext, 'turnKills', []);
      tx.w.set(ext, 'heroicSpent', false);
      tx.w.set(ext, 'pacified', []);
      tx.w.set(ext, 'activeHero', unit.id);
      if (ext.ongoing.length > 0) tx.w.set(ext, 'ongoing', []); // §6.10: the last turn's card effects are spent
      tx.w.push(ext.actedThisRound, unit.id);
      tx.w.set(stats, 'actions', 2);
      tx.w.set(stats, 'moved', 0);
      if ((unit.stats['vanished'] ?? 0) > 0) tx.w.set(stats, 'vanished', 0); // §13.9 Vanish lasts until this turn
      tx.w.set(stats, 'attacked', 0);
      tx.w.set(stats, 'gaveOrDropped', 0);
      if ((unit.stats[STIMMED] ?? 0) > 0) tx.w.set(stats, STIMMED, 0); // §11.1 Aether Stim lasts until this turn
      // §6.9: captured (or rescued) at the start of the turn; a captured hero's turn has no actions (TC48).
      const captured = captureHolds(c, unit);
      tx.w.set(stats, 'captured', captured ? 1 : 0);
      if (captured) {
        tx.w.set(stats, 'actions', 0);
        tx.emit({ type: 'message', title: 'Captured', text: `${unit.name} is held captive.` });
        return;
      }
      syncWounds(c, unit); // a mission's injuries reach the unit card by the hero's turn
      tx.w.set(stats, 'mustRecover', isDowned(tx.state, unit) ? 2 : 0);
      tx.w.set(stats, 'downedAtStart', isDowned(tx.state, unit) ? 1 : 0);
    },
    activationSpent: (state, unit) => {
      if (state.ext.pending) return false;
      if (state.ext.alarmPending) return true; // §8.9: finish the action, not the turn
      if (isDowned(state, unit) && (unit.stats['downedAtStart'] ?? 0) === 0) return true; // §6.8: Downed in the turn ends it
      if ((unit.stats['actions'] ?? 0) > 0) return false;
      // §6.10: free action cards may still be played after the basic actions; the hero ends the turn then.
      const board = options.board;
      return !board || legalActions(state, board, { kind: 'unit', unit }, cfg).length === 0;
    },
    onGameStart: (tx) => {
      addDeck(tx, DECKS.noisePre, indices(PRE_ALARM_NOISE.length));
      addDeck(tx, DECKS.noisePost, indices(POST_ALARM_NOISE.length));
      addDeck(tx, DECKS.spawn, indices(SPAWN_CARDS.length));
      addDeck(tx, DECKS.wound, indices(WOUND_CARDS.length));
      dealActionCards(ctxOf(tx, cfg, dice), options.startHand ?? START_HAND);
      addLootPools(ctxOf(tx, cfg, dice));
      placeObjectiveItems(ctxOf(tx, cfg, dice), cfg.objectiveItems ?? []);
      dealRoomFeatures(ctxOf(tx, cfg, dice), cfg.roomFeatures ?? [], spawnGroup);
      for (const unit of tx.state.units) if (unit.side === 'heroes' && onBoard(unit)) markCleared(ctxOf(tx, cfg, dice), areaOf(tx.board, unit));
    },
    outcome: (state) => outcome(state),
    mission,
  };
}
