import type { Board } from '@breachline/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { EditorStore } from '../document/editor-store';
import { formAt } from '../document/entity-forms';
import { indicesOf, type EntityKeys } from '../document/entity-keys';
import { layoutFootprints, occupantOf } from '../document/layout-footprints';
import {
  addFeature,
  addPlacement,
  addUnit,
  addPlacements,
  copiesOf,
  featureAt,
  listOf,
  moveFeatures,
  movePlacements,
  moveUnits,
  nextRotation,
  removeFeatures,
  removePlacements,
  removeUnits,
  rotatePlacements,
  unitAt,
  type FeatureDraft,
  type UnitDraft,
} from '../document/mission-edits';
import { checkFeatureDrop, checkTileDrop, tileFootprint, type Area, type Cell, type DropCheck } from '../document/placement-rules';
import { lookUpTile } from '../document/tile-lookup';
import { SELECT, type Selection, type SelectionKind, type Tool } from '../document/tools';

export interface MapEditing {
  readonly tool: Tool;
  chooseTool(tool: Tool, dragging: boolean): void;
  readonly ghost: { cells: readonly Cell[]; valid: boolean } | undefined;
  readonly selectedCells: readonly Cell[];
  /** Why the last drop was refused (shown until the next successful edit). */
  readonly refusal: string | undefined;
  onCellHover(cell: Cell | undefined): void;
  onCellPress(cell: Cell, modifiers: { shiftKey: boolean }): void;
  onCellRelease(cell: Cell): void;
}

const moveSelected = (m: unknown, kind: SelectionKind, indices: readonly number[], dx: number, dy: number) =>
  kind === 'tiles' ? movePlacements(m, indices, dx, dy) : kind === 'features' ? moveFeatures(m, indices, dx, dy) : moveUnits(m, indices, dx, dy);

const typing = (target: EventTarget | null) => target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);

/** Placing, selecting, moving, turning, deleting and copying tiles and features on the map, by pointer and keyboard. */
export function useMapEditing(store: EditorStore, mission: unknown, preview: Board | undefined, area: Area): MapEditing {
  const [tool, setTool] = useState<Tool>(SELECT);
  const [hover, setHover] = useState<Cell>();
  const [selection, setSelection] = useState<Selection>();
  const [carrying, setCarrying] = useState(false);
  const [moveFrom, setMoveFrom] = useState<Cell>();
  const [refusal, setRefusal] = useState<string>();
  const clipboard = useRef<ReturnType<typeof copiesOf>>([]);

  // Footprints depend on the layout and the mission's own tiles only: moving a feature does not recompute them.
  const { layout, tiles } = (mission ?? {}) as { layout?: unknown; tiles?: unknown };
  const footprints = useMemo(() => layoutFootprints({ layout, tiles }, (ref) => lookUpTile({ tiles }, ref)), [layout, tiles]);
  const occupant = useMemo(() => occupantOf(footprints), [footprints]);
  const features = listOf<FeatureDraft>(mission, 'features');
  const entityKeys = useStore(store, (s) => s.keys);
  const units = listOf<UnitDraft>(mission, 'units');
  const listKeys = (all: EntityKeys, kind: SelectionKind) => (kind === 'tiles' ? all.layout : all[kind]);
  /** Where the selected entities stand in their list now. */
  const selectedIndices = (): number[] => (selection ? indicesOf(listKeys(entityKeys, selection.kind), selection.keys) : []);
  /** Changes the selected entities, found by key in the document as it is when the change runs. */
  const editSelected = (check: DropCheck | undefined, change: (m: unknown, kind: SelectionKind, indices: readonly number[]) => unknown) => {
    if (!selection) return;
    const { kind } = selection;
    const run = (m: unknown) => change(m, kind, indicesOf(listKeys(store.getState().keys, kind), selection.keys));
    if (check) commit(check, run);
    else store.getState().edit(run);
  };

  const commit = useCallback(
    (check: DropCheck, change: (m: unknown) => unknown) => {
      if (!check.ok) return setRefusal(check.reason);
      setRefusal(undefined);
      store.getState().edit(change);
    },
    [store],
  );

  const tileCheck = (cells: readonly Cell[], ignore?: ReadonlySet<number>) => checkTileDrop(occupant, cells, area, ignore);
  const unitCheck = (cell: Cell, ignore?: number) => checkFeatureDrop(preview, cell, (c) => units.some((u, i) => i !== ignore && u.x === c.x && u.y === c.y), 'unit');
  const featureCheck = (cell: Cell, ignore?: number) =>
    checkFeatureDrop(preview, cell, (c) => features.some((f, i) => i !== ignore && f.x === c.x && f.y === c.y));

  /** What the selection would cover moved by (dx, dy), and whether it may go there. */
  const movedSelection = (dx: number, dy: number): { cells: Cell[]; check: DropCheck } => {
    const indices = selectedIndices();
    if (selection?.kind === 'tiles') {
      const moving = new Set(indices);
      const cells = footprints.filter((f) => moving.has(f.index)).flatMap((f) => f.cells.map((c) => ({ x: c.x + dx, y: c.y + dy })));
      return { cells, check: tileCheck(cells, moving) };
    }
    if (selection?.kind === 'features' || selection?.kind === 'units') {
      const list = selection.kind === 'features' ? features : units;
      const check = selection.kind === 'features' ? featureCheck : unitCheck;
      const present = indices.filter((i) => list[i] !== undefined);
      const cells = present.flatMap((i) => (list[i] ? [{ x: list[i].x + dx, y: list[i].y + dy }] : []));
      const checks = present.map((i, k) => (cells[k] ? check(cells[k], i) : ({ ok: true } as DropCheck)));
      return { cells, check: checks.find((c) => !c.ok) ?? { ok: true } };
    }
    return { cells: [], check: { ok: true } };
  };

  const place = (cell: Cell) => {
    if (tool.kind === 'tile') {
      const tile = lookUpTile(mission, tool.ref);
      if (!tile) return setRefusal(`The tile '${tool.ref}' is not known.`);
      commit(tileCheck(tileFootprint(tile, cell.x, cell.y, tool.rotation)), (m) => addPlacement(m, { tile: tool.ref, x: cell.x, y: cell.y, rotation: tool.rotation }));
    } else if (tool.kind === 'feature') {
      commit(featureCheck(cell), (m) => addFeature(m, { type: tool.type, x: cell.x, y: cell.y }));
    } else if (tool.kind === 'unit') {
      commit(unitCheck(cell), (m) => addUnit(m, { type: tool.type, x: cell.x, y: cell.y }));
    }
  };

  const ghost = (() => {
    if (!hover) return undefined;
    if (tool.kind === 'tile') {
      const tile = lookUpTile(mission, tool.ref);
      if (!tile) return undefined;
      const cells = tileFootprint(tile, hover.x, hover.y, tool.rotation);
      return { cells, valid: tileCheck(cells).ok };
    }
    if (tool.kind === 'feature') return { cells: [hover], valid: featureCheck(hover).ok };
    if (tool.kind === 'unit') return { cells: [hover], valid: unitCheck(hover).ok };
    if (moveFrom && (hover.x !== moveFrom.x || hover.y !== moveFrom.y)) {
      const moved = movedSelection(hover.x - moveFrom.x, hover.y - moveFrom.y);
      return { cells: moved.cells, valid: moved.check.ok };
    }
    return undefined;
  })();

  const shown = selectedIndices();
  const selectedCells: Cell[] =
    selection?.kind === 'tiles'
      ? footprints.filter((f) => shown.includes(f.index)).flatMap((f) => f.cells)
      : selection
        ? shown.flatMap((i) => {
            const entity = selection.kind === 'features' ? features[i] : units[i];
            return entity ? [{ x: entity.x, y: entity.y }] : [];
          })
        : [];

  /** What a press on `cell` selects: a unit stands over a feature, which lies on a tile. */
  const entityAt = (cell: Cell): { kind: SelectionKind; key: string } | undefined => {
    const unit = unitAt(mission, cell.x, cell.y);
    const feature = featureAt(mission, cell.x, cell.y);
    const tileIndex = occupant(cell)?.index;
    const [kind, key] =
      unit !== undefined
        ? (['units', entityKeys.units[unit]] as const)
        : feature !== undefined
          ? (['features', entityKeys.features[feature]] as const)
          : (['tiles', tileIndex !== undefined ? entityKeys.layout[tileIndex] : undefined] as const);
    return key === undefined ? undefined : { kind, key };
  };

  const onCellPress = (cell: Cell, { shiftKey }: { shiftKey: boolean }) => {
    if (tool.kind !== 'select') {
      if (!carrying) place(cell);
      return;
    }
    // The unit, feature or door there opens its form in the properties panels.
    const form = formAt(mission, entityKeys, cell.x, cell.y);
    if (form) store.getState().openForm(form.list, form.key);
    const hit = entityAt(cell);
    if (!hit) return setSelection(undefined);
    const already = selection?.kind === hit.kind && selection.keys.includes(hit.key);
    if (shiftKey && selection?.kind === hit.kind) {
      setSelection({ kind: hit.kind, keys: already ? selection.keys.filter((k) => k !== hit.key) : [...selection.keys, hit.key] });
    } else if (!already) {
      setSelection({ kind: hit.kind, keys: [hit.key] });
    }
    setMoveFrom(cell);
  };

  const onCellRelease = (cell: Cell) => {
    if (carrying) {
      place(cell);
      setCarrying(false);
      setTool(SELECT);
      return;
    }
    if (moveFrom && selection && (cell.x !== moveFrom.x || cell.y !== moveFrom.y)) {
      const dx = cell.x - moveFrom.x;
      const dy = cell.y - moveFrom.y;
      editSelected(movedSelection(dx, dy).check, (m, kind, indices) => moveSelected(m, kind, indices, dx, dy));
    }
    setMoveFrom(undefined);
  };

  // A palette item let go on the map was placed by onCellRelease; let go on the item itself it was a click
  // (the tool stays chosen); let go anywhere else, the drag is cancelled.
  useEffect(() => {
    if (!carrying) return undefined;
    const release = (event: PointerEvent) => {
      if (event.target instanceof HTMLCanvasElement) return;
      setCarrying(false);
      const onPaletteItem = event.target instanceof Element && event.target.closest('[data-palette-item]') !== null;
      if (!onPaletteItem) setTool(SELECT);
    };
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, [carrying]);

  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event: KeyboardEvent) => {
    if (typing(event.target)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key;
    if (key === 'Escape') {
      setTool(SELECT);
      setCarrying(false);
      setSelection(undefined);
    } else if ((key === 'r' || key === 'R') && !ctrl) {
      if (tool.kind === 'tile') setTool({ ...tool, rotation: nextRotation(tool.rotation) });
      else if (selection?.kind === 'tiles') editSelected(undefined, (m, _kind, indices) => rotatePlacements(m, indices));
      else return;
    } else if ((key === 'Delete' || key === 'Backspace') && selection) {
      editSelected(undefined, (m, kind, indices) => (kind === 'tiles' ? removePlacements(m, indices) : kind === 'features' ? removeFeatures(m, indices) : removeUnits(m, indices)));
      setSelection(undefined);
    } else if (key.startsWith('Arrow') && selection && !ctrl) {
      const [dx = 0, dy = 0] = key === 'ArrowLeft' ? [-1, 0] : key === 'ArrowRight' ? [1, 0] : key === 'ArrowUp' ? [0, -1] : [0, 1];
      editSelected(movedSelection(dx, dy).check, (m, kind, indices) => moveSelected(m, kind, indices, dx, dy));
    } else if (ctrl && key.toLowerCase() === 'c' && selection?.kind === 'tiles') {
      clipboard.current = copiesOf(mission, selectedIndices(), 0, 0);
    } else if (ctrl && key.toLowerCase() === 'v' && clipboard.current.length > 0) {
      const first = clipboard.current[0];
      const [dx, dy] = hover && first ? [hover.x - first.x, hover.y - first.y] : [1, 1];
      const pasted = clipboard.current.map((p) => ({ ...p, x: p.x + (dx ?? 1), y: p.y + (dy ?? 1) }));
      const cells = pasted.flatMap((p) => {
        const tile = lookUpTile(mission, p.tile);
        return tile ? tileFootprint(tile, p.x, p.y, p.rotation) : [];
      });
      commit(tileCheck(cells), (m) => addPlacements(m, pasted));
    } else {
      return;
    }
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return {
    tool,
    chooseTool: (next, dragging) => {
      setTool(next);
      setCarrying(dragging);
      setSelection(undefined);
      setRefusal(undefined);
    },
    ghost,
    selectedCells,
    refusal,
    onCellHover: setHover,
    onCellPress,
    onCellRelease,
  };
}
