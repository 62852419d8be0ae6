// derelict.md §10.3 CG10 "Let's get this open" and ROP17 "Time to smash!": the samples' terminals (2 health) can be
// smashed in play, and each destroyed one sets its mission trigger off (rules: engine derelict/feature-smash.ts).
import { rulesetFor } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

interface Loose {
  turn: { actor: string | null };
  units: { id: string; side: string; x: number; y: number; stats: Record<string, number> }[];
  counters: Record<string, number>;
  ext: { sheets: { unit: string; items: string[] }[]; removed: string[] };
  mission?: { fired: string[]; features: Record<string, string> };
}
type Engine = { legalActions(s: unknown): { type: string; feature?: unknown }[]; apply(s: unknown, a: unknown): { state: unknown } | { error: { message: string } } };

function start(id: string) {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const started = rulesetFor('derelict')?.setup(loaded.value, { seed: 5 });
  if (!started?.ok) throw new Error(`${id} does not set up`);
  return { engine: started.value.engine as unknown as Engine, state: started.value.state as unknown as Loose };
}

/** The acting survivor stands on the terminal's square, armed with a Shotgun, with its 3 actions. */
function atTerminal(state: Loose, x: number, y: number): Loose {
  const next = structuredClone(state);
  const actor = next.units.find((u) => u.id === next.turn.actor);
  if (!actor) throw new Error('no survivor acts');
  for (const other of next.units) if (other.x === x && other.y === y) other.x = -1;
  Object.assign(actor, { x, y });
  actor.stats['actions'] = 3;
  const sheet = next.ext.sheets.find((s) => s.unit === actor.id);
  if (sheet) sheet.items = ['shotgun'];
  return next;
}

describe.each([
  ['derelict-cg10-break-stuff', 'lets-get-this-open-1'],
  ['derelict-rop17-drinking-the-kool-aid', 'time-to-smash-1'],
])('%s: terminal-1 can be destroyed', (mission, trigger) => {
  it(`derelict.md §10.3: smashing terminal-1 until its 2 health are gone fires ${trigger} and counts it`, () => {
    const { engine, state } = start(mission);
    const terminal = (SAMPLE_MISSIONS[mission] as { features: { id?: string; x: number; y: number }[] }).features.find((f) => f.id === 'terminal-1');
    if (!terminal) throw new Error('no terminal-1');
    let now = atTerminal(state, terminal.x, terminal.y);
    expect(engine.legalActions(now)).toContainEqual(expect.objectContaining({ type: 'smash-feature', feature: 'terminal-1' }));
    for (let tries = 0; tries < 30 && !now.ext.removed.includes('terminal-1'); tries++) {
      const result = engine.apply(now, { type: 'smash-feature', side: 'heroes', unit: now.turn.actor, feature: 'terminal-1' });
      if ('error' in result) throw new Error(result.error.message);
      now = atTerminal(result.state as Loose, terminal.x, terminal.y);
    }
    expect(now.mission?.features['terminal-1']).toBe('destroyed');
    expect(now.mission?.fired).toContain(trigger);
    expect(now.counters['terminals-destroyed']).toBe(1);
  });
});
