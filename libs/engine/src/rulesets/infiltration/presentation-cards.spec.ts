// The presentation face names the new card plays and choices (infiltration.md §5.6 modifiers, §13.9 feats).
import { describe, expect, it } from 'vitest';
import type { Action } from '../../rules/core/actions';
import { infiltrationFixture, setExt, type Fixture } from './fixture';
import { infiltrationPresentation } from './presentation';
import type { InfiltrationAction } from './types';

const shownOf = (f: Fixture) => {
  const ctx = { view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id: string) => id, tileName: (id: string) => id };
  return f.engine.legalActions(f.state).map((a: Action<InfiltrationAction>) => {
    const face = infiltrationPresentation.action(a.type);
    const action = a as unknown as Parameters<NonNullable<typeof face>['label']>[0];
    return { action: a as Record<string, unknown>, label: face?.label(action, ctx) ?? '', target: face?.targetOf(action, ctx).kind };
  });
};

describe('infiltration presentation: modifiers and the last feats (infiltration.md §5.6, §13.9)', () => {
  it('names a modifier played ahead of its action by its bottom half, and Lead Storm\'s two targets', () => {
    const f = infiltrationFixture({
      tiles: [{ rows: ['aabbcc'], x: 0, y: 0 }],
      heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }],
      enemies: [{ kind: 'trooper', x: 2, y: 0 }, { kind: 'trooper', x: 3, y: 0 }],
    });
    setExt(f, { hands: [{ hero: 'h', cards: ['quick-step', 'feat-1'] }] });
    f.act({ type: 'activate', side: 'heroes', unit: 'h' });
    const shown = shownOf(f);
    expect(shown.find((s) => s.action['modifier'] === true)?.label).toBe("Play Quick Step's modifier: Move: +1 area; adds 1 noise die");
    const storm = shown.find((s) => s.action['card'] === 'feat-1' && s.action['then'] === 'trooper-2' && s.action['target'] === 'trooper-1');
    expect(storm?.label).toMatch(/^Play Lead Storm: attack .*, then .*/);
    expect(storm?.target).toBe('unit');
  });

  it('names each Rally step by the hero and the area it moves to, pointing at that area', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 's', kind: 'sergeant', x: 0, y: 0 }] });
    setExt(f, { hands: [{ hero: 's', cards: ['feat-1'] }] });
    f.act({ type: 'activate', side: 'heroes', unit: 's' });
    f.act({ type: 'card', side: 'heroes', unit: 's', card: 'feat-1' });
    const step = shownOf(f).find((s) => s.action.type === 'choose' && String(s.action['option']).startsWith('area-'));
    expect(step?.label).toMatch(/^Rally: s moves to /);
    expect(step?.target).toBe('zone');
  });
});
