// engine.apply: the reducer on the test ruleset. Ours: apply in place with a journal, then undo
// (what bots and the playtest runner use); peer: the same reducer run inside immer's `produce`
// (immer-style copying with structural sharing), over the same recorded action sequence.
//
// The peer runs a separate copy of the engine, bundled from the same source at setup: when immer's
// draft proxies flow through the very functions our path uses, V8's inline caches turn polymorphic
// and our path slows 2.5–3× (measured: 0.81 → 2.0–2.5 µs per action), which no real process that
// uses one design or the other would see.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import type * as engineApi from '@breachline/engine';
import {
  DirectWriter,
  Journal,
  cloneJson,
  startSkirmish,
  type Action,
  type Engine,
  type GameState,
  type SkirmishAction,
  type SkirmishExt,
  type StructureName,
} from '@breachline/engine';
import { produce } from 'immer';
import type { BenchCase } from '../bench-case';

type SkirmishEngine = Engine<SkirmishExt, SkirmishAction>;
type State = GameState<SkirmishExt>;

const ACTIONS = 500;

/** A deterministic random playout of legal actions (LCG picks), recorded for replay. */
function recordPlayout(structure: StructureName, seed: number) {
  const { engine, state: initial } = startSkirmish({
    structure,
    seed,
    maxRounds: 10_000,
    enemies: [
      { kind: 'drone', x: 6, y: 2 },
      { kind: 'brute', x: 3, y: 3 },
      { kind: 'drone', x: 7, y: 4 },
    ],
  });
  const state = cloneJson(initial);
  const actions: Action<SkirmishAction>[] = [];
  let x = seed;
  while (actions.length < ACTIONS && engine.status(state).kind === 'playing') {
    const legal = engine.legalActions(state);
    x = (x * 1103515245 + 12345) % 2147483648;
    const action = legal[x % legal.length];
    if (!action) break;
    actions.push(action);
    engine.applyInPlace(state, action, new DirectWriter());
  }
  return { engine, initial, actions };
}

/** The longest of a few playouts, so each sample does real work. */
function longestPlayout(structure: StructureName) {
  let best = recordPlayout(structure, 1);
  for (let seed = 2; seed <= 8 && best.actions.length < ACTIONS; seed++) {
    const next = recordPlayout(structure, seed);
    if (next.actions.length > best.actions.length) best = next;
  }
  return best;
}

function inPlaceWithUndo(engine: SkirmishEngine, initial: State, actions: readonly Action<SkirmishAction>[]) {
  const state = cloneJson(initial);
  const journal = new Journal();
  return () => {
    for (const action of actions) engine.applyInPlace(state, action, journal);
    journal.undoTo(0);
    return state;
  };
}

/** The engine's source bundled into one module of its own, so the peer's code is not ours. */
async function separateEngineCopy(): Promise<typeof engineApi> {
  const entry = fileURLToPath(new URL('../../../libs/engine/src/index.ts', import.meta.url));
  const out = join(mkdtempSync(join(tmpdir(), 'engine-peer-')), 'engine.mjs');
  const bundle = buildSync({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', write: false });
  writeFileSync(out, bundle.outputFiles[0]?.text ?? '');
  return (await import(pathToFileURL(out).href)) as typeof engineApi;
}

function throughImmer(peerApi: typeof engineApi, structure: StructureName, initial: State, actions: readonly Action<SkirmishAction>[]) {
  const { engine } = peerApi.startSkirmish({ structure, maxRounds: 10_000 });
  const writer = new peerApi.DirectWriter();
  const frozen = produce(cloneJson(initial), () => undefined);
  return () => {
    let state = frozen;
    for (const action of actions) {
      state = produce(state, (draft) => {
        engine.applyInPlace(draft as State, action, writer);
      });
    }
    return state;
  };
}

function safeApply(engine: SkirmishEngine, initial: State, actions: readonly Action<SkirmishAction>[]) {
  return () => {
    let state = initial;
    for (const action of actions) {
      const result = engine.apply(state, action);
      if ('state' in result) state = result.state;
    }
    return state;
  };
}

function structuredCloneApply(engine: SkirmishEngine, initial: State, actions: readonly Action<SkirmishAction>[]) {
  const writer = new DirectWriter();
  return () => {
    let state = initial;
    for (const action of actions) {
      state = structuredClone(state);
      engine.applyInPlace(state, action, writer);
    }
    return state;
  };
}

/** Random legal play as the playtest runner does it: enumerate, pick, apply; undo at the end. */
function randomPlay(engine: SkirmishEngine, initial: State) {
  const state = cloneJson(initial);
  const journal = new Journal();
  let x = 7;
  return () => {
    for (let i = 0; i < ACTIONS && state.status.kind === 'playing'; i++) {
      const legal = engine.legalActions(state);
      x = (x * 1103515245 + 12345) % 2147483648;
      engine.applyInPlace(state, legal[x % legal.length], journal);
    }
    journal.undoTo(0);
    return state;
  };
}

/** Runs a case's work a few times during setup so the JIT has settled before sampling starts. */
function warmed(run: () => unknown, times: number): () => unknown {
  for (let i = 0; i < times; i++) run();
  return run;
}

export default async function engineApplySuite(): Promise<BenchCase[]> {
  const peerApi = await separateEngineCopy();
  const cases: BenchCase[] = [];
  for (const structure of ['hive', 'boarding'] as const) {
    const { engine, initial, actions } = longestPlayout(structure);
    const size = `${actions.length} actions, ${structure}`;
    cases.push({
      name: 'engine.apply',
      size: `${size}: applyInPlace+undo`,
      run: warmed(inPlaceWithUndo(engine, initial, actions), 300),
      peer: { name: 'immer produce', run: warmed(throughImmer(peerApi, structure, initial, actions), 10) },
      target: { kind: 'ratio-at-least', value: 20 },
    });
    cases.push({
      name: 'engine.apply',
      size: `${size}: safe apply (copy)`,
      run: safeApply(engine, initial, actions),
      peer: { name: 'immer produce', run: throughImmer(peerApi, structure, initial, actions) },
    });
    cases.push({
      name: 'engine.apply',
      size: `${size}: safe apply vs structuredClone`,
      run: safeApply(engine, initial, actions),
      peer: { name: 'structuredClone', run: structuredCloneApply(engine, initial, actions) },
    });
    cases.push({
      name: 'engine.apply',
      size: `≤${ACTIONS} actions, ${structure}: legalActions+pick+applyInPlace`,
      run: randomPlay(engine, initial),
    });
  }
  return cases;
}
