// `--trace N`: one game of a run (the same game `--games` would play as index N) told round by round, for
// authors and rules audits: each action, then what it caused (reveals, spawns, enemy moves and attacks with
// their dice and damage), and each hero's health and resolve when a round ends. It reads the FULL event
// stream (hidden rolls included): a development tool, never a player's screen.
import { aiFaceFor, gameSeeds, HERO_BOTS, playGame, type AnyState, type Controller } from '@breachline/ai';
import { humanise, presentationFor, resolveOf, RULESETS, type ActionBase, type GameEvent, type LoadedMissionInput, type PresentContext } from '@breachline/engine';

export interface TraceOptions {
  readonly bot: string;
  readonly seed: number;
  readonly index: number;
}

/** Core events worded where the ruleset's face says nothing; bookkeeping reads as nothing. */
function coreLine(event: GameEvent, nameOf: (id: string) => string): string | undefined {
  switch (event.type) {
    case 'round-started':
      return `== Round ${event.round} ==`;
    case 'phase-changed':
      return `-- ${humanise(event.phase)} phase${event.side ? ` (${event.side})` : ''}`;
    case 'activated':
      return `${nameOf(event.unit)} acts.`;
    case 'dice-rolled':
      return `${event.by ? `${nameOf(event.by)} rolls` : 'Rolled'} for ${humanise(event.purpose)}: ${event.dice.map((d) => d.label).join(' ')}`;
    case 'hit':
      return `${nameOf(event.unit)} takes ${event.damage}${event.by ? ` from ${nameOf(event.by)}` : ''}, ${event.health} left.`;
    case 'missed':
      return `${event.by ? `${nameOf(event.by)} misses` : 'A miss on'} ${nameOf(event.unit)}.`;
    case 'killed':
      return `${nameOf(event.unit)} is killed${event.by ? ` by ${nameOf(event.by)}` : ''}.`;
    case 'healed':
      return `${nameOf(event.unit)} regains ${event.amount} health (${event.health}).`;
    case 'game-over':
      return `GAME OVER — ${event.status.kind}: ${event.status.reason}`;
    case 'message':
      return event.title === undefined ? event.text : `${event.title}: ${event.text}`;
    case 'revealed':
      return `A ${event.kind} token is revealed: ${JSON.stringify(event.contents)}.`;
    case 'spawned':
      return `${event.unit.name} (${event.unit.id}) appears.`;
    case 'door-changed':
      return `Door ${event.door} is ${event.state}.`;
    case 'objective-changed':
      return `Objective ${event.label}: ${event.state}.`;
    case 'hero-sheet-changed':
      return `${nameOf(event.unit)}: ${event.stat} ${event.value}.`;
    case 'test-made':
      return `${event.label ?? 'Test'}: ${event.total} against ${event.atLeast}, ${event.passed ? 'passed' : 'failed'}.`;
    case 'card-drawn':
      return `Card from ${event.deck}: ${event.card ?? 'hidden'}.`;
    default:
      return undefined;
  }
}

/** An action in a line: its type and whatever it names (unit, target, zone…). */
function actionLine(side: string, action: ActionBase, nameOf: (id: string) => string): string {
  const { type, ...rest } = action as ActionBase & Record<string, unknown>;
  const parts = Object.entries(rest)
    .filter(([key]) => key !== 'side').map(([key, value]) => `${key}=${typeof value === 'string' && key === 'unit' ? nameOf(value) : JSON.stringify(value)}`);
  return `> ${side}: ${type}${parts.length ? ` ${parts.join(' ')}` : ''}`;
}

/** Health (and the hero sheet's resolve, where a ruleset gives any) of every hero, dead ones included. */
function partyLine(state: AnyState): string {
  const heroes = state.units.filter((u) => u.side === 'heroes');
  const sheet = (u: (typeof heroes)[number]) => (resolveOf(state, u.id) > 0 ? ` R${resolveOf(state, u.id)}` : '');
  return `   party: ${heroes.map((u) => `${u.name} ${u.health <= 0 ? 'DEAD' : `H${u.health}${sheet(u)}`}`).join(', ')}`;
}

/** The trace of game `index` of a `--seed` run, as lines. Throws on an unknown bot or ruleset. */
export function traceGame(loaded: LoadedMissionInput, options: TraceOptions): string[] {
  const ruleset = loaded.mission.ruleset;
  const seeds = gameSeeds(options.seed, options.index);
  const game = RULESETS[ruleset]?.setup(loaded, { seed: seeds.game });
  const face = aiFaceFor(ruleset);
  const makeBot = Object.hasOwn(HERO_BOTS, options.bot) ? (HERO_BOTS[options.bot] as (seed: number) => Controller) : undefined;
  if (!game || !game.ok || !face || !makeBot) throw new Error(game && !game.ok ? game.errors.join('\n') : `Cannot trace ${ruleset} with bot ${options.bot}.`);
  const { engine, state } = game.value;
  const names = new Map<string, string>();
  const nameOf = (id: string) => names.get(id) ?? humanise(id);
  const learnNames = (s: AnyState) => {
    for (const u of s.units) names.set(u.id, u.name === u.kind || !u.name ? humanise(u.id) : `${u.name}#${u.id.split(/[-#]/).pop()}`);
  };
  learnNames(state);
  const presentation = presentationFor(ruleset);
  const lines = [`trace of ${loaded.mission.id} game ${options.index} (seed ${options.seed}: game seed ${seeds.game}, bot seed ${seeds.bot}), ${options.bot} bot, full events`];
  lines.push(partyLine(state));
  let lastRound = state.round;
  const result = playGame(engine, state, { heroes: makeBot(seeds.bot), enemies: face.enemy() }, {
    onStep: (s, events, side, action) => {
      learnNames(s);
      const ctx: PresentContext = { view: engine.view(s, 'heroes'), board: engine.board, nameOf, tileName: (id) => humanise(id.split('/').pop() ?? id) };
      const worded = action.type === 'end-activation' || action.type === 'activate' ? [] : [actionLine(side, action, nameOf)];
      for (const event of events) {
        if (event.type === 'round-started' && lastRound !== event.round) {
          worded.push(partyLine(s));
          lastRound = event.round;
        }
        const own = presentation.describeEvent?.(event, ctx);
        const line = own === null ? undefined : (own ?? coreLine(event, nameOf));
        if (line !== undefined) worded.push(`   ${line}`);
      }
      lines.push(...worded);
    },
  });
  lines.push(partyLine(result.state));
  return lines;
}
