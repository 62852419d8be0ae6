import type { ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import type { Placement3D } from '../layout/board-layout';
import { InstancedBoxes } from './instanced-boxes';
import { palette } from './palette';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export interface CellPointerHandlers {
  readonly onCellHover?: ((cell: Cell | undefined) => void) | undefined;
  readonly onCellPress?: ((cell: Cell, modifiers: { shiftKey: boolean }) => void) | undefined;
  readonly onCellRelease?: ((cell: Cell) => void) | undefined;
}

const toCell = (event: ThreeEvent<PointerEvent>): Cell => ({ x: Math.floor(event.point.x), y: Math.floor(event.point.z) });

/**
 * An invisible plane over the work area that turns pointer events into board cells.
 * Only the primary button edits; the others stay with the camera controls.
 */
export function CellPointerPlane({ width, height, onCellHover, onCellPress, onCellRelease }: CellPointerHandlers & { width: number; height: number }) {
  return (
    <mesh
      name="cell-pointer-plane"
      position={[width / 2, 0.001, height / 2]}
      rotation={[-Math.PI / 2, 0, 0]}
      onPointerMove={(e) => onCellHover?.(toCell(e))}
      onPointerOut={() => onCellHover?.(undefined)}
      onPointerDown={(e) => e.button === 0 && onCellPress?.(toCell(e), { shiftKey: e.shiftKey })}
      onPointerUp={(e) => e.button === 0 && onCellRelease?.(toCell(e))}
    >
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial transparent opacity={0} depthWrite={false} />
    </mesh>
  );
}

const asPlacements = (cells: readonly Cell[]): Placement3D[] => cells.map((c) => ({ x: c.x + 0.5, z: c.y + 0.5, turn: 0 }));

/** Where a dragged tile or feature would land: green when it may, red (and hatched by height) when refused. */
export function GhostCells({ cells, valid }: { cells: readonly Cell[]; valid: boolean }) {
  const items = useMemo(() => asPlacements(cells), [cells]);
  return <InstancedBoxes name="ghost" items={items} size={[0.9, valid ? 0.06 : 0.3, 0.9]} elevation={valid ? 0.04 : 0.15} color={valid ? palette.ghostValid : palette.issue} />;
}

/** The selected tiles or features, raised in a bright outline colour. */
export function SelectedCells({ cells }: { cells: readonly Cell[] }) {
  const items = useMemo(() => asPlacements(cells), [cells]);
  return <InstancedBoxes name="selection" items={items} size={[0.98, 0.03, 0.98]} elevation={0.015} color={palette.selection} />;
}

/** Where the selected unit can go: raised tiles, brighter the cheaper (shape: a flat plate; cost reads from the action bar too). */
export function ReachableCells({ cells }: { cells: readonly (Cell & { cost: number })[] }) {
  const items = useMemo(() => asPlacements(cells), [cells]);
  const colors = useMemo(() => cells.map((c) => (c.cost <= 1 ? '#58a6ff' : c.cost <= 2 ? '#3f86d8' : '#2f5f9a')), [cells]);
  return <InstancedBoxes name="reachable" items={items} size={[0.8, 0.02, 0.8]} elevation={0.012} color={palette.selection} instanceColors={colors} />;
}

/** A heat map over cells (e.g. where heroes died in simulated games): deeper red and taller for more. */
export function HeatCells({ cells }: { cells: readonly (Cell & { readonly value: number })[] }) {
  const most = Math.max(1, ...cells.map((c) => c.value));
  const items = useMemo(() => asPlacements(cells), [cells]);
  const colors = useMemo(
    () => cells.map((c) => (c.value / most > 0.66 ? '#b3141c' : c.value / most > 0.33 ? '#e5484d' : '#ff9592')),
    [cells, most],
  );
  return <InstancedBoxes name="heat" items={items} size={[0.7, 0.05, 0.7]} elevation={0.03} color={palette.issue} instanceColors={colors} />;
}

/** The path a move would take: a diamond on each square after the first, smaller than the reachable plates. */
export function PathCells({ cells }: { cells: readonly Cell[] }) {
  const items = useMemo(() => cells.slice(1).map((c) => ({ x: c.x + 0.5, z: c.y + 0.5, turn: Math.PI / 4 })), [cells]);
  return <InstancedBoxes name="path" items={items} size={[0.26, 0.08, 0.26]} elevation={0.07} color={palette.path} />;
}

/** A square an action aims at (a unit to attack, a door to open, a zone): a raised diamond: red for another side's units, yellow for one's own, amber for doors, blue for zones. */
export function TargetCells({ cells }: { cells: readonly (Cell & { readonly kind: 'unit' | 'ally' | 'door' | 'zone' })[] }) {
  const items = useMemo(() => cells.map((c) => ({ x: c.x + 0.5, z: c.y + 0.5, turn: Math.PI / 4 })), [cells]);
  const colors = useMemo(() => cells.map((c) => (c.kind === 'unit' ? palette.issue : c.kind === 'ally' ? palette.selection : c.kind === 'door' ? palette.door : palette.exit)), [cells]);
  return <InstancedBoxes name="targets" items={items} size={[0.62, 0.03, 0.62]} elevation={0.02} color={palette.issue} instanceColors={colors} />;
}
