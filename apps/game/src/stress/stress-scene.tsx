import { compileBoard, type FigureRecipe, type Unit } from '@breachline/engine';
import { lazy, Suspense, useMemo } from 'react';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** What the render benchmark (tools/bench/suites/render.bench.ts) times frames with. */
export interface StressHandles {
  readonly renderer: unknown;
  readonly scene: unknown;
  readonly camera: unknown;
}

/**
 * A large generated scene for render measurements (`?scene=stress&size=128&units=300`): one open hall
 * with scattered obstacles, half troopers and half bugs. Loaded only when asked for; never part of play.
 * It hands its renderer, scene and camera to the page (`window.__breachlineStress`) for the benchmark.
 */
/**
 * With `figures=mixed`, every figure body and piece of gear a ruleset face may ask for, and every tenth
 * figure a 2×2 one (the big two-square models): what a 48×48 field with 300 models draws.
 */
const MIXED: readonly FigureRecipe[] = [
  { body: 'armoured', gear: ['rifle', 'antenna', 'pennant'], scale: 1.3, size: 1 },
  { body: 'armoured', gear: ['heavy-gun', 'visor'], scale: 1.3, size: 1 },
  { body: 'humanoid', gear: ['pistol', 'medkit', 'toolkit'], scale: 1.2, size: 1 },
  { body: 'humanoid', gear: ['flamer', 'launcher', 'blade'], scale: 1.2, size: 1 },
  { body: 'bug', gear: ['crest'], scale: 1, size: 1 },
  { body: 'stalker', gear: ['blade'], scale: 1, size: 1 },
  { body: 'blip', gear: [], scale: 1, size: 1 },
  { body: 'beast', gear: [], scale: 1, size: 1 },
  { body: 'machine', gear: ['rifle'], scale: 1.1, size: 1 },
  { body: 'monster', gear: [], scale: 0.9, size: 2 },
];
const mixedFigure = (unit: Unit): FigureRecipe => MIXED[Number(unit.id.slice(1)) % MIXED.length] ?? { body: 'bug', gear: [], scale: 1, size: 1 };

export function StressScene({ size, units, mixed = false }: { size: number; units: number; mixed?: boolean }) {
  const { board, figures } = useMemo(() => {
    const rows = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => ((x * 7 + y * 13) % 29 === 0 ? 'x' : '.')).join(''));
    const compiled = compileBoard({ tiles: [{ id: 'hall', cells: rows }], layout: [{ tile: 'hall', x: 0, y: 0, rotation: 0 }] });
    if (!compiled.ok) throw new Error(compiled.errors[0]?.message);
    const floor = (x: number, y: number) => rows[y]?.[x] === '.';
    const placed: Unit[] = [];
    for (let i = 0, cell = 0; placed.length < units && cell < size * size; cell += 5) {
      const x = (cell * 31) % size;
      const y = Math.floor(cell / size);
      if (!floor(x, y)) continue;
      const hero = i++ % 2 === 0;
      placed.push({ id: `u${i}`, side: hero ? 'heroes' : 'enemies', kind: hero ? 'trooper' : 'small', name: `Unit ${i}`, x, y } as Unit);
    }
    return { board: compiled.value, figures: placed };
  }, [size, units]);
  return (
    <main className="game">
      <div className="board-stage">
        <Suspense fallback={null}>
          <BoardCanvas
            board={board}
            units={figures}
            mode="perspective"
            label="Stress board"
            figureOf={mixed ? mixedFigure : undefined}
            onRendererReady={(three) => {
              (window as Window & { __breachlineStress?: StressHandles }).__breachlineStress = three;
            }}
          />
        </Suspense>
      </div>
    </main>
  );
}

export default StressScene;
