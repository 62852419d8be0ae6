import { Euler, Matrix4, Quaternion, Vector3 } from 'three';

/** One piece of a figure model: its shape, its place on the figure, and where its colour comes from. */
export interface FigurePart {
  readonly name: string;
  readonly shape:
    | { readonly kind: 'box'; readonly size: readonly [number, number, number] }
    | { readonly kind: 'cylinder'; readonly top: number; readonly bottom: number; readonly height: number; readonly segments: number }
    | { readonly kind: 'gem'; readonly radius: number };
  /** Position, turn (radians about x, y, z) and scale on the figure, which stands at the origin looking north (−Z). */
  readonly at: readonly [number, number, number];
  readonly turn?: readonly [number, number, number];
  readonly scale?: readonly [number, number, number];
  /** 'team': the unit's colour; otherwise a fixed colour. */
  readonly color: 'team' | string;
}

/** The local matrix of a part on its figure. */
export function partMatrix(part: FigurePart): Matrix4 {
  const [tx = 0, ty = 0, tz = 0] = part.turn ?? [];
  return new Matrix4().compose(new Vector3(...part.at), new Quaternion().setFromEuler(new Euler(tx, ty, tz)), new Vector3(...(part.scale ?? [1, 1, 1])));
}

/** Where a figure stands on the board: cell centre, facing turn and size. */
export function figureMatrix(x: number, z: number, turn: number, scale: number): Matrix4 {
  return new Matrix4().compose(new Vector3(x, 0, z), new Quaternion().setFromEuler(new Euler(0, turn, 0)), new Vector3(scale, scale, scale));
}

const DARK = '#39424e';
const CHITIN = '#2b0d1f';

/** A low-poly trooper on a round base; the kind adds its own silhouette (not colour alone). */
export const TROOPER_PARTS: readonly FigurePart[] = [
  { name: 'base', shape: { kind: 'cylinder', top: 0.36, bottom: 0.38, height: 0.06, segments: 12 }, at: [0, 0.03, 0], color: 'team' },
  { name: 'body', shape: { kind: 'cylinder', top: 0.16, bottom: 0.22, height: 0.56, segments: 6 }, at: [0, 0.34, 0], color: '#c9d1d9' },
  { name: 'head', shape: { kind: 'gem', radius: 0.15 }, at: [0, 0.74, 0], color: 'team' },
];

/** Extra parts by hero kind: the heavy's shoulder gun, the sergeant's antenna and pennant, everyone else's rifle. */
export const KIND_PARTS: Readonly<Record<string, readonly FigurePart[]>> = {
  heavy: [{ name: 'shoulder-gun', shape: { kind: 'box', size: [0.16, 0.16, 0.62] }, at: [0.24, 0.58, -0.08], color: DARK }],
  sergeant: [
    { name: 'antenna', shape: { kind: 'box', size: [0.03, 0.8, 0.03] }, at: [-0.14, 0.9, 0.1], color: DARK },
    { name: 'pennant', shape: { kind: 'box', size: [0.18, 0.12, 0.02] }, at: [-0.05, 1.2, 0.1], color: 'team' },
  ],
  default: [{ name: 'rifle', shape: { kind: 'box', size: [0.06, 0.06, 0.5] }, at: [0.12, 0.42, -0.16], turn: [0, 0.5, 0], color: DARK }],
};

/** A bug: a flat carapace on six legs with mandibles, low and wide, nothing like the upright troopers. */
export const BUG_PARTS: readonly FigurePart[] = [
  { name: 'carapace', shape: { kind: 'gem', radius: 0.26 }, at: [0, 0.22, 0], scale: [1, 0.55, 1.3], color: 'team' },
  { name: 'bug-head', shape: { kind: 'gem', radius: 0.12 }, at: [0, 0.26, -0.34], color: '#5c1a40' },
  ...[-1, 1].map((side) => ({ name: 'jaw', shape: { kind: 'box', size: [0.03, 0.03, 0.14] }, at: [side * 0.07, 0.2, -0.46], turn: [0, side * 0.5, 0], color: CHITIN }) as FigurePart),
  ...[-0.18, 0, 0.18].flatMap((along) =>
    [-1, 1].map((side) => ({ name: 'leg', shape: { kind: 'box', size: [0.26, 0.03, 0.03] }, at: [side * 0.27, 0.1, along], turn: [0, 0, side * 0.9], color: CHITIN }) as FigurePart),
  ),
];
