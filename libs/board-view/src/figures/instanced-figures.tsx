import type { FigureRecipe, Unit } from '@breachline/engine';
import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Euler, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import { elapsed, useAnimationClock } from '../animation/animation-clock';
import type { AnimationPlan } from '../animation/plan-animation';
import { figurePose, type FigurePose } from '../animation/poses';
import { cellCentre } from '../layout/board-layout';
import { palette } from '../scene/palette';
import { facingTurn } from './facing';
import { heroColor } from './hero-colors';
import { defaultRecipe, figureMatrix, partMatrix, recipeParts, type FigurePart } from './figure-parts';

/** How a unit is drawn: its ruleset's recipe (body, gear, scale, 1×1 or 2×2). */
export type FigureOf = (unit: Unit) => FigureRecipe;

interface Batch {
  readonly part: FigurePart;
  readonly matrices: Matrix4[];
  readonly colors: string[];
}

/** Where one figure's parts sit in the batches, so an animation can redraw just that figure. */
interface FigureSlot {
  readonly unit: Unit;
  readonly turn: number;
  readonly scale: number;
  /** 1, or 2 for a 2×2 figure. */
  readonly size: number;
  readonly parts: readonly { readonly batch: number; readonly instance: number; readonly local: Matrix4; readonly color: string }[];
}

/** A figure's centre: a 2×2 figure stands on the corner its four cells share. */
export function figureCentre(unit: Unit, size: number): { x: number; z: number } {
  const centre = cellCentre(unit.x, unit.y);
  return size === 2 ? { x: centre.x + 0.5, z: centre.z + 0.5 } : centre;
}

function buildFigures(units: readonly Unit[], roster: readonly string[], figureOf: FigureOf): { batches: Batch[]; slots: Map<string, FigureSlot> } {
  const byPart = new Map<string, number>();
  const batches: Batch[] = [];
  const slots = new Map<string, FigureSlot>();
  for (const unit of units) {
    if (unit.x < 0 || unit.y < 0) continue;
    const hero = unit.side === 'heroes';
    const recipe = figureOf(unit);
    const team = recipe.color ?? (hero ? heroColor(unit.id, roster) : palette.enemy);
    const scale = recipe.scale * recipe.size;
    const parts = recipeParts(recipe);
    const { x, z } = figureCentre(unit, recipe.size);
    const figure = figureMatrix(x, z, facingTurn(unit), scale);
    const placed: FigureSlot['parts'][number][] = [];
    for (const part of parts) {
      let index = byPart.get(part.name);
      if (index === undefined) {
        index = batches.push({ part, matrices: [], colors: [] }) - 1;
        byPart.set(part.name, index);
      }
      const batch = batches[index] as Batch;
      const local = partMatrix(part);
      const color = part.color === 'team' ? team : part.color;
      placed.push({ batch: index, instance: batch.matrices.length, local, color });
      batch.matrices.push(figure.clone().multiply(local));
      batch.colors.push(color);
    }
    slots.set(unit.id, { unit, turn: facingTurn(unit), scale, size: recipe.size, parts: placed });
  }
  return { batches, slots };
}

/** Units killed in the running step are drawn where they stood, until they have fallen. */
function withDeparted(units: readonly Unit[], running: AnimationPlan | undefined): readonly Unit[] {
  if (!running || running.departed.length === 0) return units;
  const list = [...units];
  for (const { unit, index } of [...running.departed].sort((a, b) => a.index - b.index)) list.splice(Math.min(index, list.length), 0, unit);
  return list;
}

const WHITE = new Color('#ffffff');

/** Scratch objects for posing figures each animation frame (reused: a frame should not allocate per figure). */
const POSE = {
  figure: new Matrix4(),
  part: new Matrix4(),
  color: new Color(),
  rotation: new Quaternion(),
  euler: new Euler(),
  position: new Vector3(),
  size: new Vector3(),
};

/**
 * Every figure on the board drawn as instanced parts: one draw call per kind of part, however many
 * units there are (one mesh per figure part made draw calls grow with the units). While a step's
 * animation runs, only the figures it moves are rewritten each frame.
 */
export function InstancedFigures({ units, running, roster = [], figureOf = defaultRecipe }: { units: readonly Unit[]; running?: AnimationPlan | undefined; roster?: readonly string[]; figureOf?: FigureOf | undefined }) {
  const all = useMemo(() => withDeparted(units, running), [units, running]);
  const departed = useMemo(() => new Set(running?.departed.map((d) => d.unit.id)), [running]);
  const { batches, slots } = useMemo(() => buildFigures(all, roster, figureOf), [all, roster, figureOf]);
  const meshes = useRef<(InstancedMesh | null)[]>([]);
  const clock = useAnimationClock();
  // Figures drawn away from their resting pose by the last frame: put back when no cue moves them.
  const posed = useRef(new Set<string>());
  useEffect(() => posed.current.clear(), [batches]);

  useFrame(() => {
    const now = clock.current;
    const animated = now?.plan.figures;
    if (!animated && posed.current.size === 0) return;
    const t = now ? elapsed(now) : 0;
    const dirty = new Set<InstancedMesh>();
    const draw = (slot: FigureSlot, pose: FigurePose) => {
      const size = pose.hidden ? 0 : slot.scale * pose.scale;
      POSE.rotation.setFromEuler(POSE.euler.set(pose.tilt, slot.turn, 0, 'YXZ'));
      POSE.figure.compose(POSE.position.set(pose.x, pose.lift, pose.z), POSE.rotation, POSE.size.set(size, size, size));
      for (const part of slot.parts) {
        const mesh = meshes.current[part.batch];
        if (!mesh) continue;
        mesh.setMatrixAt(part.instance, POSE.part.multiplyMatrices(POSE.figure, part.local));
        mesh.setColorAt(part.instance, POSE.color.set(part.color).lerp(WHITE, pose.flash * 0.8));
        dirty.add(mesh);
      }
    };
    const rest = (slot: FigureSlot): FigurePose => ({ ...figureCentre(slot.unit, slot.size), lift: 0, tilt: 0, scale: 1, flash: 0, hidden: departed.has(slot.unit.id) });
    for (const id of posed.current) {
      if (animated?.has(id)) continue;
      const slot = slots.get(id);
      if (slot) draw(slot, rest(slot));
      posed.current.delete(id);
    }
    if (now && animated) {
      for (const id of animated) {
        const slot = slots.get(id);
        if (!slot) continue;
        draw(slot, figurePose(now.plan, id, slot.unit, t, departed.has(id)));
        posed.current.add(id);
      }
    }
    for (const mesh of dirty) {
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
  });

  return (
    <group name="figures">
      {batches.map((batch, i) => (
        <PartInstances
          key={`${batch.part.name}:${batch.matrices.length}`}
          batch={batch}
          meshRef={(mesh) => {
            meshes.current[i] = mesh;
          }}
        />
      ))}
    </group>
  );
}

function PartInstances({ batch, meshRef }: { batch: Batch; meshRef: (mesh: InstancedMesh | null) => void }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const tint = new Color();
    batch.matrices.forEach((matrix, i) => {
      mesh.setMatrixAt(i, matrix);
      mesh.setColorAt(i, tint.set(batch.colors[i] ?? '#ffffff'));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [batch]);
  const { shape } = batch.part;
  return (
    <instancedMesh
      ref={(mesh) => {
        ref.current = mesh;
        meshRef(mesh);
      }}
      name={`figure-${batch.part.name}`}
      args={[undefined, undefined, batch.matrices.length]}
      // Figures move during animations; a bounding sphere from their resting places would cull them wrongly.
      frustumCulled={false}
    >
      {shape.kind === 'box' && <boxGeometry args={[shape.size[0], shape.size[1], shape.size[2]]} />}
      {shape.kind === 'cylinder' && <cylinderGeometry args={[shape.top, shape.bottom, shape.height, shape.segments]} />}
      {shape.kind === 'gem' && <icosahedronGeometry args={[shape.radius, 0]} />}
      <meshStandardMaterial color="#ffffff" flatShading />
    </instancedMesh>
  );
}
