import { compileBoard, createInfiltrationGame } from '@breachline/engine';

/**
 * Quill alone on a 4-square strip of two areas (a a b b), no cards in hand, no doors, exits or barracks: the
 * smallest infiltration game for the heroes' heuristics tests (a test helper, not shipped logic).
 */
export function quillOnStrip(missionId: string): ReturnType<typeof createInfiltrationGame> {
  const board = compileBoard({
    tiles: [{ id: 't', cells: ['....'], zones: ['aabb'] }],
    layout: [{ id: 'tile', tile: 't', x: 0, y: 0, rotation: 0 }],
    features: [{ type: 'start', x: 0, y: 0 }],
  });
  if (!board.ok) throw new Error(JSON.stringify(board.errors));
  return createInfiltrationGame(board.value, {
    missionId, seed: 1, heroes: [{ id: 'q', kind: 'quill', name: 'Quill' }], startHand: 0,
    config: { doorNoise: [], exitDoors: [], exitAreas: [], barracks: [], guardAreas: [] },
  });
}
