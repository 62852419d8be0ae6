// sim.vs-bgio: the engine's test ruleset ("skirmish", libs/engine/src/testing, hive round structure:
// heroes in roster order, spawn tokens revealed, enemies activated by choice, reinforcements placed)
// against the same tiny game written as a boardgame.io 0.50 game (peers/bgio-skirmish.ts). Both play
// one scripted sequence of actions: a random legal playout recorded from our engine at setup (LCG
// picks, ≤ 500 steps, the longest of a few seeds). One run = every step of it from the start position.
//
// - Ours: a fresh copy of the start state, then `engine.applyInPlace` for every step (each checked,
//   resolved and the phase machine settled), writing through a `DirectWriter` (no undo record: the
//   copy is thrown away, which is the writer's documented use).
// - Peer: boardgame.io's local `Client` (no multiplayer, no debug panel): `client.reset()`, then one
//   `client.moves.*` call per step. Its reducer called directly (`CreateGameReducer`, no store or
//   subscribers) was measured as well and was no faster, so the documented client is the peer.
// Ratio = peer time / our time for the same steps, i.e. how many more steps per second we run.
// A second row (no target) runs ours through the safe `engine.apply` instead: a copied state per step,
// like the immutable states boardgame.io keeps.
// Setup replays the script on both and fails loudly unless every step is accepted and both end in the
// same position (every unit's square and health, tokens, the door, round and outcome).
import {
  openDoorIds,
  DirectWriter,
  cloneJson,
  hashState,
  startSkirmish,
  type Action,
  type Engine,
  type GameState,
  type SkirmishAction,
  type SkirmishExt,
} from '@breachline/engine';
import type { BenchCase } from '../bench-case';
import { skirmishClient, type BgioClient, type PeerSetup, type SkirmishG } from '../peers/bgio-skirmish';

type SkirmishEngine = Engine<SkirmishExt, SkirmishAction>;
type State = GameState<SkirmishExt>;

const STEPS = 500;
const ENEMIES = [
  { kind: 'drone', x: 6, y: 2 },
  { kind: 'brute', x: 3, y: 3 },
  { kind: 'drone', x: 7, y: 4 },
];

interface Script {
  readonly setup: PeerSetup;
  readonly engine: SkirmishEngine;
  readonly initial: State;
  readonly actions: readonly Action<SkirmishAction>[];
}

/** A deterministic random playout of legal actions (LCG picks), recorded for both games to replay. */
function record(seed: number): Script {
  const setup: PeerSetup = { seed, maxRounds: 10_000, enemies: ENEMIES };
  const { engine, state: initial } = startSkirmish({ structure: 'hive', ...setup });
  const state = cloneJson(initial);
  const actions: Action<SkirmishAction>[] = [];
  let x = seed;
  while (actions.length < STEPS && state.status.kind === 'playing') {
    const legal = engine.legalActions(state);
    x = (x * 1103515245 + 12345) % 2147483648;
    const action = legal[x % legal.length];
    if (!action) break;
    actions.push(action);
    engine.applyInPlace(state, action);
  }
  return { setup, engine, initial, actions };
}

/** One boardgame.io move per engine action. */
function playOnPeer(client: BgioClient, action: Action<SkirmishAction>): void {
  const a = action as unknown as { type: string; unit: string; to: unknown; target: string; token: string };
  const moves = client.moves;
  switch (a.type) {
    case 'activate':
      return moves['activate']?.(a.unit);
    case 'end-activation':
      return moves['endActivation']?.();
    case 'pass':
      return moves['pass']?.();
    case 'move':
      return moves['move']?.(a.unit, a.to);
    case 'attack':
      return moves['attack']?.(a.unit, a.target);
    case 'open-door':
      return moves['openDoor']?.(a.unit);
    case 'search':
      return moves['search']?.(a.unit, a.token);
    case 'guard':
      return moves['guard']?.(a.unit);
    case 'shoot':
      return moves['shoot']?.(a.unit, a.target);
    default:
      throw new Error(`no boardgame.io move for ${a.type}`);
  }
}

/** Where a game ended, in a form both games produce. */
function position(units: readonly { id: string; x: number; y: number; health: number }[], tokens: readonly { id: string }[], door: boolean, round: number, status: string) {
  return JSON.stringify({ units: units.map((u) => [u.id, u.x, u.y, u.health]), tokens: tokens.map((t) => t.id), door, round, status });
}

/** Replays the script on the peer, checking every step is accepted and the end matches ours; throws otherwise. Returns our end state. */
function verifyPeer(script: Script, client: BgioClient): State {
  const state = cloneJson(script.initial);
  for (const action of script.actions) {
    const before = client.getState()?._stateID;
    playOnPeer(client, action);
    if (client.getState()?._stateID === before) throw new Error(`boardgame.io refused ${JSON.stringify(action)}`);
    script.engine.applyInPlace(state, action);
  }
  const G = client.getState()?.G as SkirmishG;
  const ours = position(state.units, state.tokens, openDoorIds(state).length > 0, state.round, state.status.kind);
  const theirs = position(G.units, G.tokens, G.openDoor, G.round, G.status);
  if (ours !== theirs) throw new Error(`boardgame.io's skirmish ended elsewhere:\n ours   ${ours}\n theirs ${theirs}`);
  return state;
}

/**
 * Runs a case's work a few times during setup: samples alternate with the peer's, so the runner's own
 * warm-up gives ours only a couple of runs (the peer's take ~100 ms each) before V8 has optimised it.
 */
function warmed(run: () => unknown, times: number): () => unknown {
  for (let i = 0; i < times; i++) run();
  return run;
}

export default function simVsBgioSuite(): BenchCase[] {
  let script = record(1);
  for (let seed = 2; seed <= 8 && script.actions.length < STEPS; seed++) {
    const next = record(seed);
    if (next.actions.length > script.actions.length) script = next;
  }
  const { engine, initial, actions } = script;
  const client = skirmishClient(script.setup);
  const end = hashState(verifyPeer(script, client));

  const writer = new DirectWriter();
  const ours = () => {
    const state = cloneJson(initial);
    for (const action of actions) engine.applyInPlace(state, action, writer);
    return state;
  };
  const safe = () => {
    let next = initial;
    for (const action of actions) {
      const result = engine.apply(next, action);
      if ('state' in result) next = result.state;
    }
    return next;
  };
  // The timed paths must reach the verified end too.
  if (hashState(ours()) !== end || hashState(safe()) !== end) throw new Error('the timed runs do not replay the script');
  const peer = () => {
    client.reset();
    for (const action of actions) playOnPeer(client, action);
    return client.getState();
  };
  return [
    {
      name: 'sim.vs-bgio',
      size: `skirmish (hive turns), ${actions.length} scripted steps a run`,
      run: warmed(ours, 300),
      peer: { name: 'boardgame.io 0.50 Client', run: warmed(peer, 5) },
      target: { kind: 'ratio-at-least', value: 100 },
    },
    {
      // For comparison, no target: a new state object per step, as boardgame.io keeps (our safe `apply`).
      name: 'sim.vs-bgio',
      size: `same ${actions.length} steps, ours through the safe apply (a copy per step)`,
      run: warmed(safe, 300),
      peer: { name: 'boardgame.io 0.50 Client', run: peer },
    },
  ];
}
