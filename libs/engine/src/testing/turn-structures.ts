import type { GameState } from '../game/game-state';
import { drawCard, discardCard } from '../rules/decks/deck';
import { D6 } from '../rules/random/dice';
import { END_OF_ROUND, type PhaseSpec } from '../rules/core/ruleset';
import { placeReinforcement, resetSideBudgets, revealSpawnTokens, spawnUnit, type SkirmishExt, type SkirmishTx } from './skirmish-effects';

/**
 * The five round structures of the rulebooks, on the test ruleset's content. Each shows the phase
 * machine doing what one rule system needs; none of them is the machine's own shape.
 */
export type StructureName = 'hive' | 'infiltration' | 'derelict' | 'boarding' | 'horde';

export interface TurnStructure {
  readonly phases: readonly PhaseSpec<SkirmishExt>[];
  readonly firstPhase: (state: GameState<SkirmishExt>) => string;
  readonly nextPhase: (state: GameState<SkirmishExt>, finished: string) => string;
  /** Boarding-style command points: spendable as reactions during the other side's turn. */
  readonly commandPoints: boolean;
  readonly startCounters: Readonly<Record<string, number>>;
}

type State = GameState<SkirmishExt>;

const heroesLeftThisRound = (state: State): boolean =>
  (state.turn.pools.heroes?.remaining ?? []).some((id) => state.units.some((u) => u.id === id));

/** A fixed cycle of phases, then the end of the round. */
const cycle = (...ids: string[]) => (_state: State, finished: string): string => ids[ids.indexOf(finished) + 1] ?? END_OF_ROUND;

/** hive.md §4.2: heroes in fixed roster order; then the bug phase (reveal, bugs act, place new tokens). */
const hive: TurnStructure = {
  phases: [
    { id: 'heroes', kind: 'activations', side: 'heroes', order: 'fixed', pool: 'phase' },
    { id: 'reveal', kind: 'automatic', onEnter: revealSpawnTokens },
    { id: 'bugs', kind: 'activations', side: 'enemies', order: 'chosen', pool: 'phase' },
    { id: 'place-tokens', kind: 'automatic', onEnter: (tx) => placeReinforcement(tx) },
  ],
  firstPhase: () => 'heroes',
  nextPhase: cycle('heroes', 'reveal', 'bugs', 'place-tokens'),
  commandPoints: false,
  startCounters: {},
};

/**
 * infiltration.md §4.2: one hero turn, then an enemy turn, until every hero has acted; heroes are
 * chosen one at a time before the alarm and go in a random order after it; §4.4 the end-of-round
 * phase advances the tracker, and reaching its end raises the alarm.
 */
const infiltration: TurnStructure = {
  phases: [
    {
      id: 'hero-turn',
      kind: 'activations',
      side: 'heroes',
      order: (state) => ((state.counters['alarm'] ?? 0) > 0 ? 'random' : 'chosen'),
      pool: 'round',
      perVisit: 1,
    },
    { id: 'enemy-turn', kind: 'free', side: 'enemies', onEnter: (tx) => resetSideBudgets(tx, 'enemies') },
    {
      id: 'end-of-round',
      kind: 'automatic',
      onEnter: (tx: SkirmishTx) => {
        const track = tx.addCounter('track', 1);
        if ((tx.state.counters['alarm'] ?? 0) === 0 && track >= (tx.state.counters['alarmAt'] ?? 2)) tx.setCounter('alarm', 1);
      },
    },
  ],
  firstPhase: () => 'hero-turn',
  nextPhase: (state, finished) => {
    if (finished === 'hero-turn') return 'enemy-turn';
    if (finished === 'enemy-turn') return heroesLeftThisRound(state) ? 'hero-turn' : 'end-of-round';
    return END_OF_ROUND;
  },
  commandPoints: false,
  startCounters: { track: 0, alarm: 0, alarmAt: 2 },
};

/** derelict.md §4.1–4.3: survivors clockwise from the first player, the enemy phase, then resolution (event card, first player passes). */
const derelict: TurnStructure = {
  phases: [
    { id: 'survivors', kind: 'activations', side: 'heroes', order: 'fixed', pool: 'phase' },
    { id: 'enemies', kind: 'activations', side: 'enemies', order: 'chosen', pool: 'phase' },
    {
      id: 'resolution',
      kind: 'automatic',
      onEnter: (tx: SkirmishTx) => {
        const previous = tx.state.ext.eventInPlay;
        if (previous !== null) discardCard(tx, 'events', previous);
        tx.w.set(tx.state.ext, 'eventInPlay', drawCard(tx, 'events'));
        tx.addCounter('firstPlayer', 1);
        placeReinforcement(tx);
        revealSpawnTokens(tx);
      },
    },
  ],
  firstPhase: () => 'survivors',
  nextPhase: cycle('survivors', 'enemies', 'resolution'),
  commandPoints: false,
  startCounters: { firstPlayer: 0 },
};

/**
 * boarding.md §4: the human turn (command points rolled, troopers in any order), then the bug turn,
 * during which the humans may react after every bug action (§5.3 command points, §7.7 overwatch).
 */
const boarding: TurnStructure = {
  phases: [
    {
      id: 'human-turn',
      kind: 'activations',
      side: 'heroes',
      order: 'chosen',
      pool: 'phase',
      onEnter: (tx: SkirmishTx) => {
        const [die] = tx.random.roll(D6, 1, 'command points');
        tx.setCounter('cp', die?.value ?? 0);
      },
    },
    { id: 'bug-turn', kind: 'activations', side: 'enemies', order: 'chosen', pool: 'phase' },
    {
      id: 'reinforcement',
      kind: 'automatic',
      onEnter: (tx: SkirmishTx) => {
        placeReinforcement(tx);
        revealSpawnTokens(tx);
      },
    },
  ],
  firstPhase: () => 'human-turn',
  nextPhase: cycle('human-turn', 'bug-turn', 'reinforcement'),
  commandPoints: true,
  startCounters: { cp: 0 },
};

/**
 * horde.md §4.2–4.3: each round opens by deploying a wave when one is due; activations alternate,
 * heroes first; at the end of the round alertness rises (by 2 with no enemies on the table), and at
 * the threshold the wave ends and the next one is due.
 */
const horde: TurnStructure = {
  phases: [
    {
      id: 'deploy',
      kind: 'automatic',
      onEnter: (tx: SkirmishTx) => {
        if ((tx.state.counters['waveDue'] ?? 0) === 0) return;
        tx.setCounter('waveDue', 0);
        const spots = tx.board.features.filter((f) => f.type === 'spawn');
        for (let i = 0; i < (tx.state.counters['wave'] ?? 1); i++) {
          const spot = tx.random.pick(spots);
          if (spot) spawnUnit(tx, 'drone', spot.x, spot.y);
        }
      },
    },
    { id: 'battle', kind: 'alternating', first: 'heroes' },
    {
      id: 'end-of-round',
      kind: 'automatic',
      onEnter: (tx: SkirmishTx) => {
        const noEnemies = !tx.state.units.some((u) => u.side === 'enemies');
        if (tx.addCounter('alertness', noEnemies ? 2 : 1) >= 3) {
          tx.setCounter('alertness', 0);
          tx.addCounter('wave', 1);
          tx.setCounter('waveDue', 1);
        }
      },
    },
  ],
  firstPhase: () => 'deploy',
  nextPhase: cycle('deploy', 'battle', 'end-of-round'),
  commandPoints: false,
  startCounters: { wave: 1, waveDue: 1, alertness: 0 },
};

export const TURN_STRUCTURES: Readonly<Record<StructureName, TurnStructure>> = { hive, infiltration, derelict, boarding, horde };
