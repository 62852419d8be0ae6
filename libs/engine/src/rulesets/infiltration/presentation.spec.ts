import { describe, expect, it } from 'vitest';
import type { GameView } from '../../rules/hidden/view';
import type { PresentContext } from '../../rules/core/presentation';
import { infiltrationFixture, setExt } from './fixture';
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

  it('shows each hero\'s hand as a tracker', () => {
    const hands = infiltrationPresentation.trackers(ctx.view).find((t) => t.label === 'Action cards');
    expect(hands?.value).toBe('h: Quick Step, Steady Aim');
  });
});
