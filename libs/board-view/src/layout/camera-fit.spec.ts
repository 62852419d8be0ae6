import { PerspectiveCamera, Vector3 } from 'three';
import { fitPerspective, openingView } from './camera-fit';

/** Each corner of the box (floor and wall tops) in normalised device coordinates, as three projects it. */
function projectedCorners(box: { minX: number; minZ: number; maxX: number; maxZ: number }, aspect: number, fit: ReturnType<typeof fitPerspective>) {
  const camera = new PerspectiveCamera(40, aspect, 0.1, 500);
  camera.position.set(...fit.position);
  camera.lookAt(...fit.target);
  camera.updateMatrixWorld();
  const corners: Vector3[] = [];
  for (const x of [box.minX, box.maxX]) for (const z of [box.minZ, box.maxZ]) for (const y of [0, 1]) corners.push(new Vector3(x, y, z).project(camera));
  return corners;
}

describe('fitting the perspective camera to the board', () => {
  // The derelict sample's board is wide and short; the editor's map is wider than tall.
  const wide = { minX: 0, minZ: 0, maxX: 30, maxZ: 14 };

  it.each([
    ['a wide board in a wide canvas', wide, 1.6],
    ['a wide board in a tall canvas', wide, 0.7],
    ['a small tile', { minX: 4, minZ: 4, maxX: 8, maxZ: 8 }, 1.6],
  ])('keeps every corner of %s in view, and frames it closely', (_name, box, aspect) => {
    const corners = projectedCorners(box, aspect, fitPerspective(box, { fov: 40, aspect }));
    for (const c of corners) {
      expect(Math.abs(c.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(c.y)).toBeLessThanOrEqual(1);
      expect(c.z).toBeLessThan(1);
    }
    // Close: some corner reaches near the edge of the view (within the margin and a little).
    expect(Math.max(...corners.flatMap((c) => [Math.abs(c.x), Math.abs(c.y)]))).toBeGreaterThan(0.8);
  });

  it('an off-centre target (room for the HUD) still keeps the whole board in view', () => {
    const fit = fitPerspective(wide, { fov: 40, aspect: 1.6, target: [11, 0, 7] });
    for (const c of projectedCorners(wide, 1.6, fit)) expect(Math.abs(c.x)).toBeLessThanOrEqual(1);
  });

  it('never comes nearer than the least distance asked', () => {
    expect(fitPerspective({ minX: 0, minZ: 0, maxX: 1, maxZ: 1 }, { fov: 40, aspect: 1, minDistance: 14 }).distance).toBe(14);
  });

  it("frames a small board in the editor's preview ('whole') centred and nearer than play's opening view, every corner still in view", () => {
    // The derelict sample cg00's board: about 12 × 10 cells.
    const small = { minX: 0, minZ: 0, maxX: 12, maxZ: 10 };
    const whole = openingView(small, 1.1, 'whole');
    const play = openingView(small, 1.1, 'play');
    expect(whole.target).toEqual([6, 0, 5]);
    expect(play.target[0]).toBeLessThan(6);
    expect(whole.distance).toBeLessThan(play.distance * 0.85);
    const corners = projectedCorners(small, 1.1, whole);
    for (const c of corners) expect(Math.max(Math.abs(c.x), Math.abs(c.y))).toBeLessThanOrEqual(1);
    expect(Math.max(...corners.flatMap((c) => [Math.abs(c.x), Math.abs(c.y)]))).toBeGreaterThan(0.9);
  });
});
