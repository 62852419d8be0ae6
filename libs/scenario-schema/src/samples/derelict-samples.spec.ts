// The derelict samples prove the trigger vocabulary can write the missions' special conditions
// (derelict.md §10.3). Each test breaks or inspects the condition it cites.
import type { Effect, Mission, Trigger } from '../generated/mission-types';
import { loadMission } from '../load-mission';
import cg00 from './derelict-cg00-noisy-neighbours.mission.json';
import cg01 from './derelict-cg01-close-the-door.mission.json';
import cg08 from './derelict-cg08-bagging-a-trophy.mission.json';

function load(document: unknown): Mission {
  const result = loadMission(document);
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.path} ${i.message}`).join('\n'));
  return result.value.mission;
}

function trigger(mission: Mission, id: string): Trigger {
  const found = mission.triggers?.find((t) => t.id === id);
  if (!found) throw new Error(`no trigger ${id}`);
  return found;
}

function rollOutcomes(effects: readonly Effect[]) {
  const roll = effects.find((e) => e.effect === 'roll');
  if (roll?.effect !== 'roll') throw new Error('no roll');
  return roll.outcomes;
}

describe('derelict.md §10.3 CG00 Noisy Neighbours', () => {
  const mission = load(cg00);

  it('Open sesame: interacting with the green switch unlocks the locked laboratory door', () => {
    const openSesame = trigger(mission, 'open-sesame');
    expect(openSesame.on).toEqual({ event: 'interact', feature: 'lab-switch' });
    expect(openSesame.do).toContainEqual({ effect: 'unlock', door: 'lab-door' });
    expect(mission.doors?.find((d) => d.id === 'lab-door')?.state).toBe('locked');
    expect(mission.features?.find((f) => f.id === 'lab-switch')?.color).toBe('green');
  });

  it('without the switch trigger an objective in the laboratory could not be reached', () => {
    const broken = structuredClone(cg00) as { triggers: unknown[]; features: unknown[] };
    broken.features.push({ id: 'specimen', type: 'objective', x: 6, y: 4 });
    expect(loadMission(broken).ok).toBe(true);
    broken.triggers = broken.triggers.slice(1);
    const result = loadMission(broken);
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['/features/10']);
  });

  it('Not very eventful: the event deck loses radar-spawn cards for tiles the mission does not use', () => {
    expect(mission.decks).toContainEqual({ id: 'events', base: 'events', remove: [{ kind: 'radar-spawn', unusedTiles: true }] });
  });

  it('Complete when all enemies are dead, radar tokens included (Proposed reading)', () => {
    expect(mission.victory).toEqual({ test: 'count', of: 'enemies-and-tokens', op: '=', value: 0 });
    expect(mission.enemyPools?.[0]?.byHeroes?.map((v) => v.tokens.map((t) => `${t.count} ${t.unit}`))).toEqual([
      ['4 swarmer', '3 jaeger', '3 icarus'],
      ['5 swarmer', '4 jaeger', '4 icarus'],
      ['6 swarmer', '5 jaeger', '5 icarus'],
    ]);
  });
});

describe('derelict.md §10.3 CG01 Close the Door Behind You', () => {
  const mission = load(cg01);

  it('Loader SMASH!: the Primus cell doors have 3 health and only the Loader can damage them', () => {
    for (const id of ['cell-door-a', 'cell-door-b']) expect(mission.doors?.find((d) => d.id === id)).toMatchObject({ health: 3, attackableBy: 'vehicle' });
    expect(mission.features?.some((f) => f.type === 'vehicle')).toBe(true);
  });

  it('Throw away the key: a sealed door removes its hatch and every enemy and radar token in that cell', () => {
    const seal = trigger(mission, 'throw-away-the-key-a');
    expect(seal.on).toEqual({ event: 'destroyed', door: 'cell-door-a', by: 'vehicle' });
    expect(seal.do).toEqual(
      expect.arrayContaining([
        { effect: 'seal', door: 'cell-door-a' },
        { effect: 'remove', feature: 'hatch-a' },
        { effect: 'remove', in: { tile: 'cell-a' }, what: 'enemies-and-tokens' },
      ]),
    );
  });

  it('The Hive: at the end of every enemy phase a d6 of 1–3 spawns at an unsealed hatch, picked by the directional die', () => {
    const hive = trigger(mission, 'the-hive');
    expect(hive.on).toEqual({ event: 'phase-end', phase: 'enemies' });
    const [spawn, nothing] = rollOutcomes(hive.do);
    expect(spawn).toMatchObject({ min: 1, max: 3, do: [{ effect: 'spawn', pool: 'geps', at: { pick: 'directional' } }] });
    expect(nothing).toEqual({ min: 4, max: 6, do: [] });
  });

  it('Power up: two power cells are set aside and each blue objective gives one', () => {
    expect(mission.decks).toContainEqual({ id: 'items', base: 'items', setAside: [{ card: 'power-cell', count: 2 }] });
    expect(trigger(mission, 'power-up-1').do).toContainEqual({ effect: 'give', item: 'power-cell', to: 'actor', deck: 'items' });
  });

  it('Complete when both doors are sealed and all enemies are dead', () => {
    expect(mission.victory).toEqual({
      test: 'all',
      conditions: [
        { test: 'counter', counter: 'cells-sealed', op: '=', value: 2 },
        { test: 'count', of: 'enemies-and-tokens', op: '=', value: 0 },
      ],
    });
  });
});

describe('derelict.md §10.3 CG08 Bagging a Trophy', () => {
  const mission = load(cg08);

  it("You're up, genius / A rare breed: an Engineer is required and Solomons do not spawn", () => {
    expect(mission.meta.heroes.required).toEqual(['engineer']);
    expect(mission.options).toEqual({ solomonSpawning: false });
  });

  it('They just keep coming: an empty map spawns a token that acts at once, in the room a d6 picks', () => {
    const keepComing = trigger(mission, 'they-just-keep-coming');
    expect(keepComing.if).toEqual({ test: 'count', of: 'enemies-and-tokens', op: '=', value: 0 });
    const rooms = rollOutcomes(keepComing.do).map((outcome) => {
      const [spawn] = outcome.do;
      return spawn?.effect === 'spawn' && typeof spawn.at === 'object' && 'tile' in spawn.at ? [outcome.min, spawn.at.tile, spawn.actsNow] : [];
    });
    expect(rooms).toEqual([
      [1, 'med-bay', true],
      [2, 'life-support', true],
      [3, 'armoury', true],
      [4, 'security', true],
      [5, 'rec-room', true],
      [6, 'crew-quarters', true],
    ]);
  });

  it('No touching / Cry for help: only an Engineer collects the Solomon, which then makes permanent level-5 noise', () => {
    expect(mission.features?.find((f) => f.id === 'solomon')?.interact).toEqual({ classes: ['engineer'], actions: 1 });
    const collect = trigger(mission, 'no-touching');
    expect(collect.on).toEqual({ event: 'interact', feature: 'solomon', class: 'engineer' });
    expect(collect.do).toContainEqual({ effect: 'noise', at: 'actor', level: 5, permanent: true, follows: 'solomon' });
  });

  it('Pulling power: the puller rolls 1–2 → 1 action, 3–4 → 2, 5–6 → 3', () => {
    const pull = trigger(mission, 'pulling-power');
    expect(pull.on).toEqual({ event: 'turn-start', carrying: 'solomon' });
    expect(rollOutcomes(pull.do).map((o) => [o.min, o.max, o.do])).toEqual([
      [1, 2, [{ effect: 'actions', who: 'actor', set: 1 }]],
      [3, 4, [{ effect: 'actions', who: 'actor', set: 2 }]],
      [5, 6, [{ effect: 'actions', who: 'actor', set: 3 }]],
    ]);
  });

  it('Complete when the Engineer transporting the Solomon leaves the map', () => {
    const done = trigger(mission, 'trophy-bagged');
    expect(done.on).toEqual({ event: 'leave-map', carrying: 'solomon' });
    expect(done.do.map((e) => e.effect)).toContain('win');
  });
});
