import { describe, expect, it } from 'vitest';
import type { PresentContext } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { hordeFixture } from './fixture';
import { hordePresentation } from './presentation';

describe('horde presentation face (horde.md §5.2 actions, §3.7 tracks)', () => {
  const f = hordeFixture();
  const brute = f.enemy('brute', 30, 30);
  const view: GameView = f.engine.view(f.state, 'heroes');
  const ctx: PresentContext = { view, board: f.board, nameOf: (id) => f.state.units.find((u) => u.id === id)?.name ?? id, tileName: (id) => id };

  it('words moves, charges and shots, and points them at a square or a unit', () => {
    const advance = { type: 'advance', side: 'heroes', unit: 'vanguard', to: { x: 3, y: 4 } };
    expect(hordePresentation.action('advance')?.label(advance, ctx)).toBe('Advance to D5 (then you may shoot)');
    expect(hordePresentation.action('advance')?.targetOf(advance, ctx)).toEqual({ kind: 'cell', cell: { x: 3, y: 4 } });
    expect(hordePresentation.action('rush')?.label({ ...advance, type: 'rush' }, ctx)).toBe('Rush to D5 (no shooting)');
    const shoot = { type: 'shoot', side: 'heroes', unit: 'vanguard', target: brute };
    expect(hordePresentation.action('shoot')?.targetOf(shoot, ctx)).toMatchObject({ kind: 'unit', unit: brute, cell: { x: 30, y: 30 } });
    expect(hordePresentation.action('shoot')?.odds?.(shoot, ctx)).toContain('hits on 4+ (50%)');
  });

  it('horde.md §4.2 step 4.5: a buy or a sale is aimed at the hero it is for (the bar keeps them on its one scrolling row of aimed actions)', () => {
    const vanguard = f.unit('vanguard');
    for (const type of ['buy', 'sell']) {
      const action = { type, side: 'heroes', unit: 'vanguard', item: 'med-kit' };
      expect(hordePresentation.action(type)?.targetOf(action, ctx)).toEqual({ kind: 'unit', unit: 'vanguard', cell: { x: vanguard.x, y: vanguard.y } });
    }
  });

  it('horde.md §4.2 step 4.5: in the shop the turn banner is given what the shop asks, elsewhere nothing (who acts is asked)', () => {
    expect(hordePresentation.phasePrompt?.({ ...view, turn: { ...view.turn, phase: 'shop', actor: null } })).toBe(
      'the shop is open: buy, sell or pass items and credits, then leave the shop',
    );
    expect(hordePresentation.phasePrompt?.(view)).toBeUndefined();
  });

  it('draws Brutes and Champions as 2 × 2 figures and shows wounds, level and XP', () => {
    expect(hordePresentation.figure(f.unit(brute)).size).toBe(2);
    expect(hordePresentation.figure(f.unit('vanguard')).size).toBe(1);
    expect(hordePresentation.stats(f.unit('vanguard'))).toEqual([
      { label: 'Wounds', value: '4/4' },
      { label: 'Level', value: '1' },
      { label: 'XP', value: '0' },
      { label: 'Power', value: '2/2' },
    ]);
  });

  it('says a marker\'s destruction once (the end of round\'s message), and words item uses with their effect', () => {
    expect(hordePresentation.describeEvent?.({ type: 'feature-destroyed', feature: 'objective-3' }, ctx)).toBeNull();
    const medKit = { type: 'use', side: 'heroes', unit: 'vanguard', item: 'med-kit', target: 'vanguard' };
    expect(hordePresentation.action('use')?.label(medKit, ctx)).toBe('Use Med Kit on self — D3 wounds back, wakes the unconscious, free');
    const stun = { type: 'use', side: 'heroes', unit: 'vanguard', item: 'stun-grenade', target: brute };
    expect(hordePresentation.action('use')?.label(stun, ctx)).toBe('Use Stun Grenade on brute at AE31 — it is shaken, free');
    expect(hordePresentation.action('use')?.targetOf(stun, ctx)).toMatchObject({ kind: 'unit', unit: brute });
  });

  it('tracks the wave, alertness, each marker\'s health and the score', () => {
    const labels = Object.fromEntries(hordePresentation.trackers(view).map((t) => [t.label, t.value]));
    expect(labels).toMatchObject({ Wave: '1/10', Alertness: '0/6', Objectives: '1:3/3 2:3/3 3:3/3 4:3/3 5:3/3', 'Party XP': '0', Score: '0' });
    expect(hordePresentation.markers?.(view, f.board)).toHaveLength(5);
  });
});
