// The engine's test ruleset ("skirmish", libs/engine/src/testing) in its hive round structure, written
// again as a boardgame.io game: the peer of sim.vs-bgio. Bench-only code, independent of the engine:
// its own board, rules and generator. The generator is the engine's algorithm (sfc32 seeded through
// splitmix32, rejection-sampled integers, Fisher–Yates), so the same seed gives the same dice, draws and
// ids, and the same scripted actions end in the same position (sim-vs-bgio.bench.ts checks that).
//
// boardgame.io's idiom throughout: moves mutate an immer draft of G and return INVALID_MOVE when the
// rules forbid them; who may act is the current player ('0' heroes, '1' enemies), switched by
// `turn.endIf` whenever the side to act changes (a guard shot hands the heroes a turn mid-enemy-turn).
import { createRequire } from 'node:module';
import type { Ctx, Game } from 'boardgame.io';

const require = createRequire(import.meta.url);
// Node 20 cannot import 'boardgame.io/client' as ESM (a directory import): its CommonJS builds.
const { Client } = require('boardgame.io/dist/cjs/client.js') as { Client: (options: object) => BgioClient };
const { INVALID_MOVE } = require('boardgame.io/dist/cjs/core.js') as { INVALID_MOVE: 'INVALID_MOVE' };

export interface BgioClient {
  start(): void;
  stop(): void;
  reset(): void;
  getState(): { G: SkirmishG; ctx: Ctx; _stateID: number } | null;
  readonly moves: Record<string, (...args: unknown[]) => void>;
}

type Side = 'heroes' | 'enemies';
type Dir = 0 | 1 | 2 | 3;

export interface PeerUnit {
  id: string;
  side: Side;
  kind: string;
  x: number;
  y: number;
  health: number;
  moves: number;
  attacks: number;
  guard: boolean;
}

interface Token {
  id: string;
  kind: 'search' | 'spawn';
  x: number;
  y: number;
  contents: string;
  revealed: boolean;
}

interface Deck {
  drawPile: string[];
  discard: string[];
}

interface Rng {
  a: number;
  b: number;
  c: number;
  d: number;
}

export interface SkirmishG {
  rng: Rng;
  round: number;
  maxRounds: number;
  status: 'playing' | 'won' | 'lost';
  phase: 'heroes' | 'bugs';
  /** Activations still to come this phase, and who is active. */
  pool: string[];
  actor: string | null;
  /** An enemy that moved next to a hero on guard: the heroes may shoot it (then pass). */
  reaction: string | null;
  units: PeerUnit[];
  openDoor: boolean;
  tokens: Token[];
  decks: Record<'reinforcements' | 'events' | 'hero-actions', Deck>;
  nextId: number;
}

export interface PeerSetup {
  readonly seed: number;
  readonly maxRounds: number;
  readonly enemies: readonly { readonly kind: string; readonly x: number; readonly y: number }[];
}

// --- The board: two rooms joined by a door east of (4, 2); the exit in the far corner. ---
const ROWS = ['#########', '#....#..#', '#.......#', '#....#..#', '#....#..#', '#########'];
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const EXIT = { x: 7, y: 1 };
const STARTS = [
  { x: 1, y: 1 },
  { x: 1, y: 2 },
  { x: 1, y: 3 },
];
const SPAWNS = [
  { x: 6, y: 4 },
  { x: 7, y: 3 },
];
const SEARCHES = [
  { x: 3, y: 4 },
  { x: 2, y: 1 },
];
const isFloor = (x: number, y: number): boolean => ROWS[y]?.[x] === '.';
/** The door stands between (4, 2) and (5, 2). */
const isDoorEdge = (x: number, y: number, d: number): boolean => y === 2 && ((x === 4 && d === 1) || (x === 5 && d === 3));

// --- Content ---
const PROFILES: Record<string, { health: number; moves: number; attacks: number; hitsOn: number }> = {
  sergeant: { health: 3, moves: 2, attacks: 1, hitsOn: 3 },
  medic: { health: 2, moves: 2, attacks: 1, hitsOn: 4 },
  scout: { health: 2, moves: 3, attacks: 1, hitsOn: 4 },
  drone: { health: 1, moves: 2, attacks: 1, hitsOn: 4 },
  brute: { health: 2, moves: 1, attacks: 1, hitsOn: 3 },
};
const profile = (kind: string) => PROFILES[kind] ?? { health: 1, moves: 1, attacks: 1, hitsOn: 4 };
const ROSTER = ['sergeant', 'scout', 'medic'];
const REINFORCEMENTS = ['drone', 'drone', 'drone', 'brute', 'nothing', 'nothing'];
const SEARCH_CONTENTS = ['medkit', 'drone', 'trap', 'nothing'];
const EVENTS = ['blackout', 'lockdown', 'quiet', 'quiet'];
const HERO_ACTIONS = ['dash', 'aim', 'hide', 'patch'];
const MAX_ENEMIES = 6;

// --- The generator ---
function seedRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const rng = { a: next(), b: next(), c: next(), d: 1 };
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

function nextUint32(rng: Rng): number {
  const { a, b, c, d } = rng;
  const t = (((a + b) | 0) + d) | 0;
  rng.d = (d + 1) | 0;
  rng.a = b ^ (b >>> 9);
  rng.b = (c + (c << 3)) | 0;
  rng.c = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

function nextInt(rng: Rng, n: number): number {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const pick = <T>(rng: Rng, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[nextInt(rng, items.length)]);
const d6 = (rng: Rng): number => nextInt(rng, 6) + 1;

// --- Rules ---
const unitById = (G: SkirmishG, id: string): PeerUnit | undefined => G.units.find((u) => u.id === id);
const unitAt = (G: SkirmishG, x: number, y: number): PeerUnit | undefined => G.units.find((u) => u.x === x && u.y === y);
const directionTo = (x: number, y: number, tx: number, ty: number): Dir | undefined =>
  ([0, 1, 2, 3] as const).find((d) => x + (DX[d] ?? 0) === tx && y + (DY[d] ?? 0) === ty);

function canStep(G: SkirmishG, x: number, y: number, d: number): boolean {
  if (!isFloor(x + (DX[d] ?? 0), y + (DY[d] ?? 0))) return false;
  return !isDoorEdge(x, y, d) || G.openDoor;
}

function inReach(G: SkirmishG, a: PeerUnit, b: PeerUnit): boolean {
  const d = directionTo(a.x, a.y, b.x, b.y);
  return d !== undefined && canStep(G, a.x, a.y, d);
}

// The engine's id shape (engineId in libs/engine): prefix, "#", number.
const newId = (G: SkirmishG, prefix: string): string => `${prefix}#${G.nextId++}`;

function resetBudget(unit: PeerUnit): void {
  unit.moves = profile(unit.kind).moves;
  unit.attacks = profile(unit.kind).attacks;
  unit.guard = false;
}

function spawn(G: SkirmishG, kind: string, x: number, y: number): void {
  if (unitAt(G, x, y)) return;
  if (G.units.filter((u) => u.side === 'enemies').length >= MAX_ENEMIES) return;
  const p = profile(kind);
  G.units.push({ id: newId(G, kind), side: 'enemies', kind, x, y, health: p.health, moves: p.moves, attacks: p.attacks, guard: false });
}

function damage(G: SkirmishG, target: PeerUnit, amount: number): void {
  target.health = Math.max(0, target.health - amount);
  const index = G.units.indexOf(target);
  if (target.health <= 0 && index >= 0) G.units.splice(index, 1);
}

function strike(G: SkirmishG, attacker: PeerUnit, target: PeerUnit): void {
  if (d6(G.rng) >= profile(attacker.kind).hitsOn) damage(G, target, 1);
}

function drawCard(G: SkirmishG, deck: Deck): string | null {
  if (deck.drawPile.length === 0 && deck.discard.length > 0) {
    deck.drawPile = shuffle(G.rng, [...deck.drawPile, ...deck.discard]);
    deck.discard = [];
  }
  return deck.drawPile.pop() ?? null;
}

/** The end of the enemies' phase: one reinforcement goes face down on a free spawn point. */
function placeReinforcement(G: SkirmishG): void {
  const spot = pick(G.rng, SPAWNS.filter((s) => !G.tokens.some((t) => t.x === s.x && t.y === s.y)));
  if (!spot) return;
  const card = drawCard(G, G.decks.reinforcements);
  if (card === null) return;
  G.tokens.push({ id: newId(G, 'spawn'), kind: 'spawn', x: spot.x, y: spot.y, contents: card, revealed: false });
  G.decks.reinforcements.discard.push(card);
}

/** The start of the enemies' phase: every spawn token turns up, and what it hides arrives. */
function revealSpawnTokens(G: SkirmishG): void {
  for (const token of G.tokens.filter((t) => t.kind === 'spawn')) {
    token.revealed = true;
    if (token.contents !== 'nothing') spawn(G, token.contents, token.x, token.y);
    G.tokens.splice(G.tokens.indexOf(token), 1);
  }
}

const activatable = (G: SkirmishG, side: Side): PeerUnit[] => G.units.filter((u) => u.side === side && u.health > 0 && u.x >= 0);

function outcome(G: SkirmishG): SkirmishG['status'] {
  let heroes = 0;
  for (const u of G.units) {
    if (u.side !== 'heroes') continue;
    heroes++;
    if (u.x === EXIT.x && u.y === EXIT.y) return 'won';
  }
  if (heroes === 0) return 'lost';
  return G.round > G.maxRounds ? 'lost' : 'playing';
}

function endActivation(G: SkirmishG): void {
  G.pool = G.pool.filter((id) => id !== G.actor);
  G.actor = null;
}

function enterPhase(G: SkirmishG, phase: SkirmishG['phase']): void {
  G.phase = phase;
  G.actor = null;
  G.reaction = null;
  if (phase === 'heroes') {
    const rank = (u: PeerUnit) => (ROSTER.includes(u.kind) ? ROSTER.indexOf(u.kind) : ROSTER.length);
    G.pool = activatable(G, 'heroes')
      .sort((a, b) => rank(a) - rank(b))
      .map((u) => u.id);
  } else {
    revealSpawnTokens(G);
    G.pool = activatable(G, 'enemies').map((u) => u.id);
  }
}

/** Runs the game on until a side has a choice: heroes are activated in roster order, enemies choose. */
function settle(G: SkirmishG): void {
  for (;;) {
    G.status = outcome(G);
    if (G.status !== 'playing') return;
    if (G.actor !== null) {
      const actor = unitById(G, G.actor);
      if (!actor || (G.reaction === null && actor.moves <= 0 && actor.attacks <= 0)) {
        endActivation(G);
        continue;
      }
      return;
    }
    if (G.reaction !== null) return;
    G.pool = G.pool.filter((id) => activatable(G, G.phase === 'heroes' ? 'heroes' : 'enemies').some((u) => u.id === id));
    if (G.pool.length > 0) {
      if (G.phase === 'bugs') return;
      G.actor = G.pool[0] as string;
      resetBudget(unitById(G, G.actor) as PeerUnit);
      continue;
    }
    if (G.phase === 'heroes') enterPhase(G, 'bugs');
    else {
      placeReinforcement(G);
      G.round++;
      G.status = outcome(G);
      if (G.status !== 'playing') return;
      enterPhase(G, 'heroes');
    }
  }
}

const sideToAct = (G: SkirmishG): Side => (G.reaction !== null || G.phase === 'heroes' ? 'heroes' : 'enemies');

/** The active unit, when `id` names it and no reaction is pending. */
function actorFor(G: SkirmishG, id: string): PeerUnit | undefined {
  if (G.status !== 'playing' || G.reaction !== null || G.actor !== id) return undefined;
  return unitById(G, id);
}

type MoveContext = { G: SkirmishG; ctx: Ctx };

export const SKIRMISH_GAME: Game<SkirmishG, Record<string, unknown>, PeerSetup> = {
  name: 'skirmish',
  setup: (_context, setup) => {
    const { seed, maxRounds, enemies } = setup as PeerSetup;
    const units: PeerUnit[] = ['medic', 'sergeant', 'scout'].map((kind, i) => ({ id: `h${i + 1}`, side: 'heroes', kind, x: STARTS[i]?.x ?? 0, y: STARTS[i]?.y ?? 0, health: 1, moves: 0, attacks: 0, guard: false }));
    enemies.forEach((e, i) => units.push({ id: `e${i + 1}`, side: 'enemies', kind: e.kind, x: e.x, y: e.y, health: 0, moves: 0, attacks: 0, guard: false }));
    const rng = seedRng(seed);
    for (const unit of units) {
      unit.health = profile(unit.kind).health;
      resetBudget(unit);
    }
    const deck = (cards: string[]): Deck => ({ drawPile: shuffle(rng, cards), discard: [] });
    const G: SkirmishG = {
      rng,
      round: 1,
      maxRounds,
      status: 'playing',
      phase: 'heroes',
      pool: [],
      actor: null,
      reaction: null,
      units,
      openDoor: false,
      tokens: [],
      decks: { reinforcements: deck(REINFORCEMENTS), events: deck(EVENTS), 'hero-actions': deck(HERO_ACTIONS) },
      nextId: 1,
    };
    for (const spot of SEARCHES) {
      const contents = pick(rng, SEARCH_CONTENTS) ?? 'nothing';
      G.tokens.push({ id: newId(G, 'search'), kind: 'search', x: spot.x, y: spot.y, contents, revealed: false });
    }
    enterPhase(G, 'heroes');
    settle(G);
    return G;
  },
  turn: {
    order: { first: () => 0, next: ({ G }) => (sideToAct(G) === 'heroes' ? 0 : 1) },
    endIf: ({ G, ctx }) => {
      const player = sideToAct(G) === 'heroes' ? '0' : '1';
      return player !== ctx.currentPlayer ? { next: player } : false;
    },
  },
  endIf: ({ G }) => (G.status === 'playing' ? undefined : { winner: G.status === 'won' ? '0' : '1' }),
  moves: {
    activate: ({ G }: MoveContext, id: string) => {
      if (G.status !== 'playing' || G.phase !== 'bugs' || G.reaction !== null || G.actor !== null || !G.pool.includes(id)) return INVALID_MOVE;
      G.actor = id;
      resetBudget(unitById(G, id) as PeerUnit);
      settle(G);
      return undefined;
    },
    endActivation: ({ G }: MoveContext) => {
      if (G.status !== 'playing' || G.reaction !== null || G.actor === null) return INVALID_MOVE;
      endActivation(G);
      settle(G);
      return undefined;
    },
    pass: ({ G }: MoveContext) => {
      if (G.status !== 'playing' || G.reaction === null) return INVALID_MOVE;
      G.reaction = null;
      settle(G);
      return undefined;
    },
    move: ({ G }: MoveContext, id: string, to: { x: number; y: number }) => {
      const unit = actorFor(G, id);
      if (!unit || unit.moves <= 0) return INVALID_MOVE;
      const d = directionTo(unit.x, unit.y, to.x, to.y);
      if (d === undefined || !canStep(G, unit.x, unit.y, d) || unitAt(G, to.x, to.y)) return INVALID_MOVE;
      unit.moves--;
      unit.x = to.x;
      unit.y = to.y;
      // A hero on guard next to an enemy that moved may shoot it at once.
      if (unit.side === 'enemies' && G.units.some((u) => u.side === 'heroes' && u.guard && inReach(G, u, unit))) G.reaction = unit.id;
      settle(G);
      return undefined;
    },
    attack: ({ G }: MoveContext, id: string, targetId: string) => {
      const unit = actorFor(G, id);
      const target = unitById(G, targetId);
      if (!unit || unit.attacks <= 0 || !target || target.side === unit.side || !inReach(G, unit, target)) return INVALID_MOVE;
      unit.attacks--;
      strike(G, unit, target);
      settle(G);
      return undefined;
    },
    openDoor: ({ G }: MoveContext, id: string) => {
      const unit = actorFor(G, id);
      if (!unit || unit.moves <= 0 || G.openDoor || ![0, 1, 2, 3].some((d) => isDoorEdge(unit.x, unit.y, d))) return INVALID_MOVE;
      unit.moves--;
      G.openDoor = true;
      settle(G);
      return undefined;
    },
    search: ({ G }: MoveContext, id: string, tokenId: string) => {
      const unit = actorFor(G, id);
      const token = G.tokens.find((t) => t.id === tokenId && t.kind === 'search');
      if (!unit || unit.side !== 'heroes' || unit.moves <= 0 || !token) return INVALID_MOVE;
      const d = directionTo(unit.x, unit.y, token.x, token.y);
      if (!(token.x === unit.x && token.y === unit.y) && (d === undefined || !canStep(G, unit.x, unit.y, d))) return INVALID_MOVE;
      unit.moves--;
      token.revealed = true;
      if (token.contents === 'medkit') unit.health = Math.min(profile(unit.kind).health, unit.health + 1);
      if (token.contents === 'drone') spawn(G, 'drone', token.x, token.y);
      if (token.contents === 'trap') damage(G, unit, 1);
      G.tokens.splice(G.tokens.indexOf(token), 1);
      settle(G);
      return undefined;
    },
    guard: ({ G }: MoveContext, id: string) => {
      const unit = actorFor(G, id);
      if (!unit || unit.side !== 'heroes' || unit.attacks <= 0) return INVALID_MOVE;
      unit.guard = true;
      unit.moves = 0;
      unit.attacks = 0;
      settle(G);
      return undefined;
    },
    shoot: ({ G }: MoveContext, id: string, targetId: string) => {
      const unit = unitById(G, id);
      const target = unitById(G, targetId);
      if (G.status !== 'playing' || G.reaction !== targetId || !unit || unit.side !== 'heroes' || !unit.guard || !target || !inReach(G, unit, target)) return INVALID_MOVE;
      unit.guard = false;
      strike(G, unit, target);
      settle(G);
      return undefined;
    },
  },
};

/** A local client (no multiplayer, no debug panel) of the game, started. */
export function skirmishClient(setup: PeerSetup): BgioClient {
  const client = Client({ game: { ...SKIRMISH_GAME, setup: (context: { ctx: Ctx }) => (SKIRMISH_GAME.setup as NonNullable<typeof SKIRMISH_GAME.setup>)(context as never, setup) }, numPlayers: 2, debug: false });
  client.start();
  return client;
}
