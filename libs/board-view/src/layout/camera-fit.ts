// Where the perspective camera stands so a whole box of the board is in view: pure arithmetic over the
// camera's angle, field of view and the canvas's shape, so it is tested without WebGL.
import type { PlaneBox } from './board-layout';

type Vec = readonly [number, number, number];

export interface PerspectiveFitOptions {
  /** Vertical field of view, in degrees (three's `fov`). */
  readonly fov: number;
  /** Canvas width over height. */
  readonly aspect: number;
  /** How far above the board the camera looks down, in degrees. */
  readonly elevation?: number;
  /** Sideways lean of the view (a fraction of the distance, to the west), so figures are not seen square-on. */
  readonly lean?: number;
  /** Height of the tallest pieces (walls, figures) that must stay in view too. */
  readonly height?: number;
  /** Part of the view left empty on each side, 0..0.5. */
  readonly margin?: number;
  /** The least distance from the target (a small board framed edge to edge is too close to play on). */
  readonly minDistance?: number;
  /** Where the camera looks; the box's centre when not given. */
  readonly target?: Vec;
}

export interface PerspectiveFit {
  readonly position: [number, number, number];
  readonly target: [number, number, number];
  readonly distance: number;
}

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec): Vec => {
  const length = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/**
 * The nearest camera, looking at the target from the given angle, that sees every corner of the box
 * (floor and top of its tallest pieces) inside the view less its margin. For each corner, its depth along
 * the view must be at least its sideways (and upward) offset over the half-view's tangent.
 */
export function fitPerspective(box: PlaneBox, options: PerspectiveFitOptions): PerspectiveFit {
  const { fov, aspect, elevation = 55, lean = 0.15, height = 1, margin = 0.06, minDistance = 0 } = options;
  const target: Vec = options.target ?? [(box.minX + box.maxX) / 2, 0, (box.minZ + box.maxZ) / 2];
  const e = (elevation * Math.PI) / 180;
  const back = unit([-lean, Math.sin(e), Math.cos(e)]);
  const forward: Vec = [-back[0], -back[1], -back[2]];
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const tanV = Math.tan((fov * Math.PI) / 360) * (1 - 2 * margin);
  const tanH = tanV * aspect;
  let distance = minDistance;
  for (const x of [box.minX, box.maxX]) {
    for (const z of [box.minZ, box.maxZ]) {
      for (const y of [0, height]) {
        const p: Vec = [x - target[0], y - target[1], z - target[2]];
        const toward = dot(p, back);
        distance = Math.max(distance, toward + Math.abs(dot(p, right)) / tanH, toward + Math.abs(dot(p, up)) / tanV);
      }
    }
  }
  return {
    distance,
    target: [target[0], target[1], target[2]],
    position: [target[0] + back[0] * distance, target[1] + back[1] * distance, target[2] + back[2] * distance],
  };
}

/**
 * How the perspective view opens: 'play' looks slightly left of the board's centre so the board sits clear
 * of the game's HUD in the top-left corner, and stays at least a 12-cell view away (a lone starting tile
 * framed edge to edge is too close to play on); 'whole' (an editor's preview, no HUD) frames the board
 * centred and as near as keeps all of it in view.
 */
export type OpeningFraming = 'play' | 'whole';

export const OPENING_FOV = 40;

/** The opening view: from the south-west, 55° above the board (see fitPerspective). */
export function openingView(box: PlaneBox, aspect: number, framing: OpeningFraming = 'play'): PerspectiveFit {
  if (framing === 'whole') return fitPerspective(box, { fov: OPENING_FOV, aspect, margin: 0.03 });
  const extent = Math.max(box.maxX - box.minX, box.maxZ - box.minZ);
  const target: [number, number, number] = [(box.minX + box.maxX) / 2 - extent * 0.12, 0, (box.minZ + box.maxZ) / 2];
  return fitPerspective(box, { fov: OPENING_FOV, aspect, target, minDistance: 14 });
}
