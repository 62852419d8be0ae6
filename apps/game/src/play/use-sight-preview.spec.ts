import { genericPresentation, type Board, type GameView, type RulesetPresentation, type Unit } from '@breachline/engine';
import { describe, expect, it } from 'vitest';
import { sightOverlay } from './use-sight-preview';

const unit = (id: string, side: 'heroes' | 'enemies', x: number, y: number): Unit => ({ id, side, kind: 'k', name: id, x, y, health: 1, status: 'active', stats: {} });
/** A view with just the units (what the overlay reads besides the face). */
const view = { units: [unit('hero', 'heroes', 1, 1), unit('near', 'enemies', 3, 1), unit('gone', 'enemies', -1, -1)], viewer: 'heroes' } as unknown as GameView;
const board = { width: 5, height: 5 } as unknown as Board;

describe('the sight and threat overlay (issue 16: a line-of-sight and threat preview for the selected unit)', () => {
  const asked: string[] = [];
  const face: RulesetPresentation = {
    ...genericPresentation('any'),
    sightPreview: (_view, _board, id) => {
      asked.push(id);
      return id === 'hero' ? { seen: [{ x: 2, y: 1 }, { x: 3, y: 1 }], threats: ['near', 'gone'] } : undefined;
    },
  };

  it("draws what the face says the unit sees, and rings each threat where the view puts it (an enemy off the board has no ring)", () => {
    expect(sightOverlay(face, view, board, 'hero')).toEqual({ seen: [{ x: 2, y: 1 }, { x: 3, y: 1 }], threats: [{ x: 3, y: 1 }] });
    expect(asked).toContain('hero');
  });

  it('draws nothing with no unit selected, for a unit the face has no preview of, or for a ruleset with no preview', () => {
    expect(sightOverlay(face, view, board, undefined)).toBeUndefined();
    expect(sightOverlay(face, view, board, 'near')).toBeUndefined();
    expect(sightOverlay(genericPresentation('any'), view, board, 'hero')).toBeUndefined();
  });
});
