import { describe, expect, it } from 'vitest';
import type { GameView } from '../../rules/hidden/view';
import type { PresentContext, ShownAction } from '../../rules/core/presentation';
import type { GameEvent } from '../../rules/core/events';
import { giveItems, infiltrationFixture, setExt, type Fixture } from './fixture';
import { placeObjectiveItems, type ObjectiveItemSpot } from './objective-items';
import { infiltrationPresentation } from './presentation';

describe('infiltration presentation face: the alarm tracker (infiltration.md §4.1, §8.10)', () => {
  const alarmOf = (view: GameView) => infiltrationPresentation.trackers(view).find((t) => t.label === 'Alarm')?.value;
  const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }], postAlarmRounds: 5 });

  it('counts the post-alarm rounds once the alarm has sounded', () => {
    setExt(f, { alarm: true, marker: 3 });
    expect(alarmOf(f.engine.view(f.state, 'heroes'))).toBe('sounded — post-alarm round 3 of 5');
  });

  it('never reads past the last post-alarm round: the marker pushed beyond it (the heroes ran out of time) shows the last round', () => {
    // Seen on Night Courier's end screen (seed 1): "post-alarm round 6 of 5".
    setExt(f, { alarm: true, marker: 6 });
    expect(alarmOf(f.engine.view(f.state, 'heroes'))).toBe('sounded — post-alarm round 5 of 5');
  });
});

describe('infiltration presentation face: the heroes\' choices in the log (infiltration.md §14 TC12)', () => {
  it('words a defence choice as one sentence: the prompt, then each option (not "7.: Roll …")', () => {
    const line = infiltrationPresentation.describeEvent?.(
      {
        type: 'decision-opened',
        decision: 'decision#1',
        side: 'heroes',
        kind: 'defend-heroic',
        prompt: 'Anvil must defend against 7.',
        options: [
          { id: 'roll', label: 'Roll the defence dice against 7' },
          { id: 'heroic', label: 'Spend 1 heroic point: the defence succeeds, no dice' },
        ],
      },
      {} as PresentContext,
    );
    expect(line).toBe('Anvil must defend against 7 — roll the defence dice against 7; or spend 1 heroic point: the defence succeeds, no dice.');
  });
});

describe('infiltration sight preview (issue 16, infiltration.md §7.5, §9.3)', () => {
  const setup = () =>
    infiltrationFixture({
      // Four areas in a row, a b c d; a closed door between c and d.
      tiles: [{ rows: ['aabbccdd'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'colette', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'hound', x: 6, y: 0 }],
      doors: [{ id: 'd1', x: 5, y: 0, side: 'east' }],
    });

  it('shows the squares of the areas the hero sees, not past a closed door, and only alert enemies as threats', () => {
    const f = setup();
    const preview = infiltrationPresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'h');
    const xs = new Set(preview?.seen.map((c) => c.x));
    expect(xs.has(1) && xs.has(2) && xs.has(3)).toBe(true);
    expect(xs.has(6) || xs.has(7)).toBe(false);
    // Pre-alarm, at ease: nobody acts in the enemy turn.
    expect(preview?.threats).toEqual([]);
    setExt(f, { alarm: true });
    const after = infiltrationPresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'h');
    // The trooper one area away walks in (or shoots); the Fast hound behind the closed door is 4 steps off.
    expect(after?.threats).toEqual(['trooper-1']);
  });

  it('has no preview for an enemy or a unit off the board', () => {
    const f = setup();
    expect(infiltrationPresentation.sightPreview?.(f.engine.view(f.state, 'heroes'), f.board, 'trooper-1')).toBeUndefined();
  });
});

describe('infiltration action faces: the new actions have words and targets (infiltration.md §6.6, §6.10, §11.4)', () => {
  const f = infiltrationFixture({
    tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
    heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
    enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 3, y: 0 }],
  });
  setExt(f, { hands: [{ hero: 'h', cards: ['quick-step', 'steady-aim'] }] });
  f.act({ type: 'activate', side: 'heroes', unit: 'h' });
  const ctx = { view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id: string) => id, tileName: (id: string) => id };
  const shown = f.engine.legalActions(f.state).map((a) => {
    const face = infiltrationPresentation.action(a.type);
    const action = a as unknown as Parameters<NonNullable<typeof face>['label']>[0];
    return { action: a, label: face?.label(action, ctx), target: face?.targetOf(action, ctx).kind };
  });

  it('labels every legal action, card plays by their card and what they do, pointing where their action points', () => {
    expect(shown.every((s) => typeof s.label === 'string' && s.label.length > 0)).toBe(true);
    const step = shown.find((s) => s.action.type === 'card' && (s.action as { card?: string }).card === 'quick-step');
    expect(step?.label).toMatch(/^Play Quick Step: move to /);
    expect(step?.target).toBe('zone');
    const aim = shown.find((s) => s.action.type === 'card' && (s.action as { card?: string }).card === 'steady-aim');
    expect(aim?.label).toBe('Play Steady Aim: draw 1');
    expect(shown.find((s) => s.action.type === 'draw')?.label).toBe('Draw 2 action cards');
    const dual = shown.find((s) => s.action.type === 'attack' && 'second' in s.action && !(s.action as { heroic?: boolean }).heroic);
    expect(dual?.label).toMatch(/Trooper|trooper-1/);
    expect(dual?.label).toMatch(/\(Dual Wielding\)/);
    expect(dual?.target).toBe('unit');
  });

  it('shows how many cards each hero holds as a tracker (the cards are on the hero\'s sheet)', () => {
    const hands = infiltrationPresentation.trackers(ctx.view).find((t) => t.label === 'Action cards');
    expect(hands?.value).toBe('h 2');
  });
});

describe('infiltration objective items on screen and in the log (infiltration.md §11.1, §11.4 Escort, §12.3, §13.9)', () => {
  /** Colette (h) and Anvil (g) in area a of a | b | c, loaded noise dice that stay quiet. */
  const board = (enemies: { kind: string; x: number; y: number }[] = []) => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [
        { id: 'h', kind: 'colette', x: 0, y: 0 },
        { id: 'g', kind: 'anvil', x: 1, y: 0 },
      ],
      enemies,
      dice: { noise: ['0', '0', '0', '0'] },
    });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    return f;
  };
  const spot = (feature: string, item: string, x: number, faceUp = false): ObjectiveItemSpot => ({ feature, item, x, y: 0, faceUp });
  const place = (f: Fixture, spots: ObjectiveItemSpot[]) => f.run((c) => placeObjectiveItems(c, spots));
  const ctxOf = (f: Fixture, view = f.engine.view(f.state, 'heroes')): PresentContext => ({ view, board: f.board, nameOf: (id) => id, tileName: (id) => id });
  const labelOf = (f: Fixture, action: { type: string }) => {
    const shown = action as unknown as ShownAction;
    return infiltrationPresentation.action(shown.type)?.label(shown, ctxOf(f));
  };
  const lines = (f: Fixture, events: readonly GameEvent[]) => events.map((e) => infiltrationPresentation.describeEvent?.(e, ctxOf(f))).filter((l): l is string => typeof l === 'string');

  it('a face-down objective token reads as its back only: no ring, a search that does not name the Dossier it hides', () => {
    const f = board();
    place(f, [spot('p0', 'dossier', 0)]);
    const view = f.engine.view(f.state, 'heroes');
    expect(infiltrationPresentation.token('objective-item')?.label).toBe('Objective token');
    expect(infiltrationPresentation.markers?.(view, f.board)).toEqual([]);
    const search = f.engine.legalActions(f.state).find((a) => a.type === 'search');
    expect(search).toBeDefined();
    const label = labelOf(f, search as { type: string });
    expect(label).toBe('Search the objective token (noise test first)');
    expect(label).not.toMatch(/dossier/i);
  });

  it('a face-up token is ringed by what it is: a Demolition target, a charged one, Rourke', () => {
    const f = board();
    place(f, [spot('t0', 'false-objective', 0, true), spot('t1', 'false-objective', 2, true), spot('rourke', 'escort', 4, true)]);
    f.run((c) => {
      const first = c.state.tokens.find((t) => t.x === 2);
      if (first) c.tx.w.set(first, 'contents', { ...(first.contents as object), charged: true });
    });
    const rings = infiltrationPresentation.markers?.(f.engine.view(f.state, 'heroes'), f.board).map((m) => [m.x, m.kind]);
    expect(rings).toEqual([
      [0, 'demolition-target'],
      [2, 'charged-target'],
      [4, 'escort'],
    ]);
    for (const kind of ['demolition-target', 'charged-target', 'escort']) expect(infiltrationPresentation.token(kind)?.label).toBeTruthy();
  });

  it('§12.3 Demolition: Plant has its own words and the log says a charge went in, then the Detonator and each target', () => {
    const f = board();
    giveItems(f, 'h', ['demolition-charge', 'detonator']);
    place(f, [spot('t0', 'false-objective', 0, true)]);
    const plantAction = f.engine.legalActions(f.state).find((a) => a.type === 'plant');
    expect(plantAction).toBeDefined();
    expect(labelOf(f, plantAction as { type: string })).toBe('Plant a demolition charge on the target at A1');
    expect(lines(f, f.act(plantAction as never))).toContain('h plants a demolition charge (1 of 1 charges planted).');
    const boom = lines(f, f.act({ type: 'use', side: 'heroes', unit: 'h', item: 'detonator' }));
    expect(boom).toContain('h sets off the Detonator: BOOM!');
    expect(boom.some((l) => /goes off: the target is destroyed\.$/.test(l))).toBe(true);
  });

  it('§12.3 Dossier: the search that finds it is an objective found; a false objective is a red herring', () => {
    const f = board();
    place(f, [spot('p0', 'dossier', 0), spot('p1', 'false-objective', 1)]);
    const [dossier, red] = f.state.tokens.filter((t) => t.kind === 'objective-item').map((t) => t.id);
    const found = lines(f, f.act({ type: 'search', side: 'heroes', unit: 'h', token: String(dossier) }));
    expect(found).toContain('Objective found: the Dossier!');
    expect(found).toContain('h has the Dossier!');
    const herring = lines(f, f.act({ type: 'search', side: 'heroes', unit: 'h', token: String(red) }));
    expect(herring).toContain('A false objective: a red herring, it stays face up. Keep looking.');
    expect(herring.some((l) => /^A false objective: A red herring/.test(l))).toBe(false);
  });

  it('§11.4 Escort: picking Rourke up is worded as such, on the button and in the log', () => {
    const f = board([{ kind: 'trooper', x: 1, y: 0 }]);
    place(f, [spot('rourke', 'escort', 0, true)]);
    const pick = f.engine.legalActions(f.state).find((a) => a.type === 'search');
    expect(labelOf(f, pick as { type: string })).toBe('Pick up Rourke (escort: no noise, even with enemies here)');
    expect(lines(f, f.act(pick as never))).toContain('h takes charge of Rourke: he goes where h goes.');
  });

  it('§13.9 Distraction: the question in the log, each option naming the hero and the enemy it points at', () => {
    const f = board([{ kind: 'trooper', x: 2, y: 0 }]);
    const options = [
      { id: 'h:trooper-1', label: 'h plays Distraction on Trooper', value: 'h|trooper-1' },
      { id: 'none', label: 'Play no Distraction', value: 'none' },
    ];
    const view = { ...f.engine.view(f.state, 'heroes'), decisions: [{ id: 'decision#1', side: 'heroes' as const, kind: 'distraction', prompt: 'Action Stations! Play Distraction on an enemy in sight?', options, owner: 'ruleset' as const, resume: null }] };
    const ctx = ctxOf(f, view);
    const line = infiltrationPresentation.describeEvent?.({ type: 'decision-opened', decision: 'decision#1', side: 'heroes', kind: 'distraction', prompt: 'Action Stations! Play Distraction on an enemy in sight?', options }, ctx);
    expect(line).toBe('Action Stations! The heroes may play Distraction to keep an alert enemy in sight still this turn — h on Trooper; or play none.');
    const choose = infiltrationPresentation.action('choose');
    const play = { type: 'choose', side: 'heroes', decision: 'decision#1', option: 'h:trooper-1' };
    expect(choose?.label(play, ctx)).toBe('Play Distraction (h): trooper-1 at C1 does not act this enemy turn');
    expect(choose?.targetOf(play, ctx)).toEqual({ kind: 'unit', unit: 'trooper-1', cell: { x: 2, y: 0 } });
    expect(choose?.label({ ...play, option: 'none' }, ctx)).toBe('Play no Distraction: every alert enemy acts');
  });
});

describe('infiltration action cards in the log (infiltration.md §6.10)', () => {
  it('a card drawn from a hero\'s own deck reads as that hero drawing it by name (not "the actions:anvil deck: quick step")', () => {
    const ctx = { nameOf: (id: string) => (id === 'anvil' ? 'Anvil' : id), view: { units: [{ id: 'anvil', kind: 'anvil' }] } } as unknown as PresentContext;
    const line = (card: string | null) => infiltrationPresentation.describeEvent?.({ type: 'card-drawn', deck: 'actions:anvil', card, secretFrom: null }, ctx);
    expect(line('quick-step')).toBe('Anvil draws Quick Step.');
    expect(line('feat-1')).toBe('Anvil draws Lead Storm.'); // §13.9: a feat by the hero's own name for it
    expect(line(null)).toBe('Anvil draws an action card.');
    expect(infiltrationPresentation.describeEvent?.({ type: 'card-drawn', deck: 'loot-normal', card: null, secretFrom: 'heroes' }, ctx)).toBeUndefined();
  });
});
