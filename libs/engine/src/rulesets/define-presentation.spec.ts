import { describe, expect, it } from 'vitest';
import type { Board } from '../board/board';
import type { Unit } from '../game/game-state';
import type { GameView } from '../rules/hidden/view';
import type { PresentContext, ShownAction } from '../rules/core/presentation';
import { definePresentation, healthStat, plainFace, SETTING_MATERIALS, squareMoveFace, unitTargetFace, zoneFace } from './define-presentation';
import { RULESET_IDS } from './registry';
import { presentationFor } from './presentations';

const unit = (over: Partial<Unit>): Unit => ({ id: 'u', name: 'Unit', side: 'heroes', kind: 'k', x: 1, y: 2, health: 3, status: 'active', stats: {}, ...over }) as Unit;
const view = { round: 4, units: [unit({ id: 'b', name: 'Bug', side: 'enemies', x: 2, y: 3 })] } as unknown as GameView;
const board = { width: 8, zones: [{ id: 'lab', name: 'Laboratory', cells: [10] }], doors: [] } as unknown as Board;
const ctx: PresentContext = { view, board, nameOf: (id) => view.units.find((u) => u.id === id)?.name ?? id, tileName: (id) => id };
const act = (fields: Record<string, unknown>): ShownAction => ({ type: 't', side: 'heroes', ...fields });

const face = definePresentation({
  id: 'test',
  name: 'Test',
  actions: { zap: plainFace('Zap', 'z') },
  stats: (u) => [healthStat(u, 5)],
  figures: {
    heroes: { captain: { body: 'armoured', gear: [], scale: 1, size: 1 } },
    enemies: { brute: (u) => ({ body: 'beast', gear: [], scale: 1, size: u.health > 2 ? 2 : 1 }) },
    defaults: { heroes: { body: 'humanoid', gear: ['rifle'], scale: 1, size: 1 }, enemies: { body: 'bug', gear: [], scale: 1, size: 1 } },
  },
  setting: 'castle',
  tokens: { noise: { label: 'Noise', color: '#fff', shape: 'ring' } },
  trackers: () => [{ label: 'Alarm', value: 'quiet' }],
});

describe('definePresentation', () => {
  it("finds the ruleset's faces, the core's, and generic words for a type it does not know (every legal action gets a button)", () => {
    expect(face.action('zap')?.label(act({}), ctx)).toBe('Zap');
    expect(face.action('end-activation')?.key).toBe('e');
    expect(face.action('dance')?.label(act({ type: 'dance', target: 'b' }), ctx)).toBe('Dance Bug at C4');
    // Ids from missions never meet Object.prototype.
    expect(face.action('constructor')?.target).toBe('none');
    expect(face.token('toString')).toBeUndefined();
    expect(face.token('noise')?.label).toBe('Noise');
  });

  it('draws each side from its table, a unit-worked recipe, or the side default', () => {
    expect(face.figure(unit({ kind: 'captain' })).body).toBe('armoured');
    expect(face.figure(unit({ kind: 'nobody' })).body).toBe('humanoid');
    expect(face.figure(unit({ kind: 'brute', side: 'enemies', health: 3 })).size).toBe(2);
    expect(face.figure(unit({ kind: 'captain', side: 'enemies' })).body).toBe('bug');
    expect(face.figure(unit({ kind: 'hasOwnProperty', side: 'enemies' })).body).toBe('bug');
  });

  it('colours the board by setting and puts the round first among the trackers', () => {
    expect(face.material).toBe(SETTING_MATERIALS.castle);
    expect(face.trackers(view)).toEqual([{ label: 'Round', value: '4' }, { label: 'Alarm', value: 'quiet' }]);
    const figure = face.figure(unit({}));
    const turns = definePresentation({ id: 't', name: 'T', actions: {}, stats: () => [], setting: 'ship', figures: { defaults: { heroes: figure, enemies: figure } }, round: { label: 'Turn', value: (v) => `${v.round} of 9` } });
    expect(turns.trackers(view)[0]).toEqual({ label: 'Turn', value: '4 of 9' });
  });

  it('builds the common faces: unit targets, zones and square moves point where the board is clicked', () => {
    expect(unitTargetFace(() => 'Hit').targetOf(act({ target: 'b' }), ctx)).toEqual({ kind: 'unit', unit: 'b', cell: { x: 2, y: 3 } });
    expect(unitTargetFace(() => 'Give', { field: 'to' }).targetOf(act({ to: 'b' }), ctx)).toMatchObject({ kind: 'unit', unit: 'b' });
    expect(zoneFace(() => 'Go').targetOf(act({ zone: 'lab' }), ctx)).toEqual({ kind: 'zone', zone: 'lab', cell: { x: 2, y: 1 } });
    const step = squareMoveFace(() => 'Step', { key: 'm' });
    expect(step.primary).toBe(true);
    expect(step.targetOf(act({ to: { x: 5, y: 6 } }), ctx)).toEqual({ kind: 'cell', cell: { x: 5, y: 6 } });
    expect(squareMoveFace(() => 'Rush', { primary: false }).primary).toBe(false);
  });

  it('words health with or without its maximum, under the name the ruleset uses', () => {
    expect(healthStat(unit({ health: 2 }), 4)).toEqual({ label: 'Health', value: '2/4' });
    expect(healthStat(unit({ health: 2 }), undefined, 'Wounds left')).toEqual({ label: 'Wounds left', value: '2' });
  });

  it('gives every registered ruleset a face for an action type it does not name', () => {
    for (const id of RULESET_IDS) expect(presentationFor(id).action('no-such-action')?.target, id).toBe('none');
  });
});
