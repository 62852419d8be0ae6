// derelict.md §8.6 / §3.6 and the rulebook's "Radar tokens": a token turns over when it *enters* a survivor's
// line of sight, and CG11 "It's here…I think" hides the Titan among three spots the survivors are "not sure"
// of. So no sample may set a radar spot where the start zone sees it (§6.4): such a token turned over
// before the survivors' first action, and 13 of 21 samples did (CG01 2 tokens, CG03 3, CG07 3…).
import { rulesetFor, type HeroChoice } from '@breachline/engine';
import { loadMission } from '../load-mission';
import { SAMPLE_MISSIONS } from './sample-missions';

const DERELICT = Object.keys(SAMPLE_MISSIONS).filter((id) => id.startsWith('derelict-'));

interface RadarSpot {
  readonly type: string;
  readonly minHeroes?: number;
}

function party(size: number, mission: { readonly party?: readonly HeroChoice[] }): HeroChoice[] {
  const roster = rulesetFor('derelict')?.roster ?? [];
  const chosen: HeroChoice[] = [...(mission.party ?? [])].slice(0, size);
  for (const entry of roster) {
    if (chosen.length >= size) break;
    if (!chosen.some((c) => c.kind === entry.kind)) chosen.push({ id: entry.kind, kind: entry.kind, name: entry.name });
  }
  return chosen;
}

describe('derelict samples: no radar token in the start zone’s sight (derelict.md §6.4, §8.6)', () => {
  it.each(DERELICT.flatMap((id) => [3, 5].map((size) => [id, size] as const)))('%s with %i survivors turns no token over at setup', (id, size) => {
    const loaded = loadMission(SAMPLE_MISSIONS[id]);
    if (!loaded.ok) throw new Error(`${id} does not load`);
    const heroes = party(size, loaded.value.mission as { party?: HeroChoice[] });
    const spots = ((loaded.value.mission.features ?? []) as RadarSpot[]).filter((f) => f.type === 'radar' && (f.minHeroes ?? 1) <= heroes.length);
    const started = rulesetFor('derelict')?.setup(loaded.value, { seed: 1, heroes });
    if (!started?.ok) throw new Error(`${id} does not set up: ${started?.ok === false ? started.errors.join(', ') : ''}`);
    const faceDown = started.value.state.tokens.filter((t) => t.kind === 'radar').length;
    expect(faceDown).toBe(spots.length);
  });
});
