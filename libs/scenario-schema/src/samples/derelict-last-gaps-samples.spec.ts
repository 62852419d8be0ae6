// The samples that use the last mission words (DERELICT-MISSIONS.md "Gaps" G8, G9, G12, G16), started through the
// registry as the game starts them: each special condition of derelict.md §10.3 is in play, not a message.
import { rulesetFor, type GameSetupOptions, type GameState } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

interface Sheet {
  readonly unit: string;
  readonly items: readonly string[];
}
interface DerelictLike {
  readonly sheets: readonly Sheet[];
  readonly loader: { readonly pilot: string | null; readonly cell: number; readonly powered?: boolean; readonly charges?: number } | null;
}

function start(id: string, options: Partial<GameSetupOptions> = {}) {
  const loaded = loadMission(SAMPLE_MISSIONS[id]);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const entry = rulesetFor('derelict');
  const started = entry?.setup(loaded.value, { seed: 5, ...options });
  if (!entry || !started?.ok) throw new Error(`${id} does not set up: ${started?.ok === false ? started.errors.join(', ') : ''}`);
  return { loaded: loaded.value, engine: started.value.engine, state: started.value.state as GameState & { ext: DerelictLike } };
}

const dealt = (state: { ext: DerelictLike }) => state.ext.sheets.map((s) => s.items[0]).sort();

describe('G16: the starting deal from the mission deck (derelict.md §10.3 P20, ROP18, ROP19)', () => {
  it('P20 "Locked and Loaded": an Assault Rifle, a Medical Laser and Medical Blades', () => {
    expect(dealt(start('derelict-p20-messing-with-the-bull').state)).toEqual(['assault-rifle', 'medical-blade', 'medical-laser']);
  });

  it.each([
    ['derelict-rop18-its-a-trap', 'shotgun', 'pistol'],
    ['derelict-rop19-the-head-of-the-snake', 'persuader', 'plasma-cutter'],
  ])('%s standalone deals the %s instead of the %s; in a campaign the deal is the book\'s', (id, swapped, replaced) => {
    const standalone = dealt(start(id).state);
    expect(standalone).toContain(swapped);
    expect(standalone).not.toContain(replaced);
    expect(dealt(start(id, { campaignFlags: [] }).state)).toContain(replaced);
  });
});

describe('derelict.md §10.3 CG11 Gotta Catch \'em All', () => {
  it('It\'s here…I think (G12): the Titan lies face down on one of the three mystery spots', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { loaded, state } = start('derelict-cg11-gotta-catch-em-all', { seed });
      const mystery = (loaded.mission.features ?? []).filter((f) => f.pool === 'mystery').map((f) => `${f.x},${f.y}`);
      const titan = state.tokens.find((t) => (t.contents as { unit?: string } | undefined)?.unit === 'titan');
      expect(titan && mystery.includes(`${titan.x},${titan.y}`), `seed ${seed}`).toBe(true);
    }
  });

  it('Lock and Loader (G8): the players choose the pilot, who starts in the Loader with a Power Cell', () => {
    const { engine, state } = start('derelict-cg11-gotta-catch-em-all');
    const decision = state.decisions?.[0];
    expect(decision?.kind).toBe('hero');
    const option = decision?.options[1];
    if (!decision || !option) throw new Error('no pilot choice');
    const chosen = engine.apply(state, { type: 'choose', side: 'heroes', decision: decision.id, option: option.id });
    if ('error' in chosen) throw new Error(chosen.error.message);
    const after = chosen.state as GameState & { ext: DerelictLike };
    const pilot = (option.value as { hero: string }).hero;
    expect(after.ext.loader?.pilot).toBe(pilot);
    // The cell is in the pilot's hands, or already powering the Loader when the pilot is the first to act.
    const held = after.ext.sheets.find((s) => s.unit === pilot)?.items.includes('power-cell') ?? false;
    expect(held || (after.ext.loader?.powered === true && after.ext.loader.charges === 1)).toBe(true);
  });
});
