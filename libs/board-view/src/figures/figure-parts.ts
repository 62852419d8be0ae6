import type { FigureBody, FigureGear, FigureRecipe } from '@breachline/engine';
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

const box = (name: string, size: [number, number, number], at: [number, number, number], color: string, turn?: [number, number, number]): FigurePart => ({
  name,
  shape: { kind: 'box', size },
  at,
  color,
  ...(turn ? { turn } : {}),
});

/** Each body a recipe may name: its silhouette tells units apart without colour. */
export const BODY_PARTS: Readonly<Record<FigureBody, readonly FigurePart[]>> = {
  armoured: [...TROOPER_PARTS, ...[-1, 1].map((side) => box('pauldron', [0.16, 0.1, 0.2], [side * 0.2, 0.58, 0], 'team'))],
  humanoid: [
    { name: 'base', shape: { kind: 'cylinder', top: 0.36, bottom: 0.38, height: 0.06, segments: 12 }, at: [0, 0.03, 0], color: 'team' },
    { name: 'slim-body', shape: { kind: 'cylinder', top: 0.12, bottom: 0.16, height: 0.58, segments: 6 }, at: [0, 0.35, 0], color: '#b7a58c' },
    { name: 'head', shape: { kind: 'gem', radius: 0.13 }, at: [0, 0.74, 0], color: 'team' },
  ],
  bug: BUG_PARTS,
  stalker: [
    { name: 'stalker-body', shape: { kind: 'gem', radius: 0.22 }, at: [0, 0.42, 0.05], scale: [0.9, 1.3, 0.9], turn: [-0.5, 0, 0], color: 'team' },
    { name: 'bug-head', shape: { kind: 'gem', radius: 0.12 }, at: [0, 0.62, -0.18], color: '#5c1a40' },
    ...[-1, 1].flatMap((side) => [
      box('claw', [0.04, 0.04, 0.34], [side * 0.2, 0.48, -0.24], CHITIN, [0.5, side * 0.3, 0]),
      box('stalker-leg', [0.06, 0.36, 0.06], [side * 0.12, 0.17, 0.12], CHITIN),
    ]),
  ],
  blip: [
    { name: 'blip-disc', shape: { kind: 'cylinder', top: 0.34, bottom: 0.34, height: 0.05, segments: 16 }, at: [0, 0.04, 0], color: '#e67e22' },
    { name: 'blip-core', shape: { kind: 'gem', radius: 0.12 }, at: [0, 0.22, 0], color: '#ffb15c' },
  ],
  beast: BUG_PARTS.filter((part) => part.name !== 'jaw'),
  machine: [
    { name: 'base', shape: { kind: 'cylinder', top: 0.36, bottom: 0.38, height: 0.06, segments: 12 }, at: [0, 0.03, 0], color: 'team' },
    box('machine-body', [0.42, 0.4, 0.36], [0, 0.3, 0], '#7d8590'),
    { name: 'sensor', shape: { kind: 'gem', radius: 0.09 }, at: [0, 0.58, -0.1], color: 'team' },
  ],
  monster: [...BUG_PARTS, box('crest', [0.06, 0.22, 0.4], [0, 0.4, -0.05], CHITIN)],
};

/** Each piece of gear a recipe may add. */
export const GEAR_PARTS: Readonly<Record<FigureGear, readonly FigurePart[]>> = {
  rifle: KIND_PARTS['default'] ?? [],
  'heavy-gun': KIND_PARTS['heavy'] ?? [],
  flamer: [box('flamer', [0.08, 0.08, 0.46], [0.14, 0.4, -0.16], '#b5522a'), box('fuel-tank', [0.2, 0.26, 0.12], [0, 0.46, 0.2], DARK)],
  launcher: [{ name: 'launcher', shape: { kind: 'cylinder', top: 0.07, bottom: 0.07, height: 0.6, segments: 6 }, at: [-0.22, 0.66, -0.04], turn: [Math.PI / 2, 0, 0], color: DARK }],
  antenna: (KIND_PARTS['sergeant'] ?? []).filter((part) => part.name === 'antenna'),
  pennant: (KIND_PARTS['sergeant'] ?? []).filter((part) => part.name === 'pennant'),
  blade: [box('blade', [0.03, 0.05, 0.4], [-0.18, 0.36, -0.2], '#d0d7de', [0, -0.4, 0])],
  pistol: [box('pistol', [0.05, 0.08, 0.2], [0.16, 0.38, -0.1], DARK)],
  medkit: [box('medkit', [0.16, 0.14, 0.08], [0, 0.44, 0.2], '#f0f0f0')],
  visor: [box('visor', [0.2, 0.05, 0.05], [0, 0.76, -0.12], '#58a6ff')],
  crest: [box('crest', [0.06, 0.22, 0.4], [0, 0.4, -0.05], CHITIN)],
  toolkit: [box('toolkit', [0.22, 0.12, 0.1], [0, 0.3, 0.22], '#e3a23b')],
};

/** The parts of a recipe's figure: its body, then its gear. */
export function recipeParts(recipe: FigureRecipe): readonly FigurePart[] {
  return [...BODY_PARTS[recipe.body], ...recipe.gear.flatMap((gear) => GEAR_PARTS[gear])];
}

/** Without a ruleset's recipes: upright troopers for heroes, bugs for enemies. */
export function defaultRecipe(unit: { readonly side: string; readonly kind: string }): FigureRecipe {
  if (unit.side === 'heroes') return { body: 'armoured', gear: unit.kind === 'heavy' ? ['heavy-gun'] : ['rifle'], scale: 1.3, size: 1 };
  return { body: 'bug', gear: [], scale: 1, size: 1 };
}
