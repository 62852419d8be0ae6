import type { TileDefinition } from '@breachline/engine';
import { memo, useMemo } from 'react';
import { listOf } from '../document/mission-edits';
import { builtInTilesOf } from '../document/tile-lookup';
import { featurePalette, unitPalette } from '../document/ruleset-palette';
import type { Tool } from '../document/tools';

export interface PaletteProps {
  readonly mission: unknown;
  readonly tool: Tool;
  /** `dragging`: chosen by pressing (a drag onto the map may follow) rather than by a click. */
  onChoose(tool: Tool, dragging: boolean): void;
  /** Opens the tile painter on one of the mission's tiles, or on a new one. */
  onPaintTile(id: string | undefined): void;
}

const rulesetOf = (mission: unknown) => (mission as { ruleset?: unknown } | null)?.ruleset;
const tilesOf = (mission: unknown) => (mission as { tiles?: unknown } | null)?.tiles;

/** The palette shows the ruleset and the mission's own tiles only: edits elsewhere need not redraw it (pass stable handlers). */
const samePalette = (a: PaletteProps, b: PaletteProps) =>
  a.tool === b.tool && a.onChoose === b.onChoose && a.onPaintTile === b.onPaintTile && rulesetOf(a.mission) === rulesetOf(b.mission) && tilesOf(a.mission) === tilesOf(b.mission);

/** The pieces an author puts on the map: the ruleset's tiles, the mission's own tiles, and features. */
export const Palette = memo(function Palette({ mission, tool, onChoose, onPaintTile }: PaletteProps) {
  const ruleset = rulesetOf(mission);
  const builtIn = useMemo(() => (typeof ruleset === 'string' ? builtInTilesOf(ruleset) : []), [ruleset]);
  const features = useMemo(() => featurePalette(typeof ruleset === 'string' ? ruleset : ''), [ruleset]);
  const units = useMemo(() => (typeof ruleset === 'string' ? unitPalette(ruleset) : []), [ruleset]);
  const featureItem = (f: { type: string; name: string }) => item(`feature:${f.type}`, f.name, { kind: 'feature', type: f.type }, tool.kind === 'feature' && tool.type === f.type);
  const custom = listOf<TileDefinition>(mission, 'tiles').map((tile) => ({ ref: tile.id, tile }));
  const item = (key: string, label: string, choose: Tool, active: boolean, preview?: TileDefinition, editable?: string) => (
    <li key={key} className={editable ? 'editable' : undefined}>
      <button
        type="button"
        data-palette-item
        aria-pressed={active}
        title={`${label}: click, then click on the map; or drag it onto the map`}
        onPointerDown={(event) => event.button === 0 && onChoose(choose, true)}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onChoose(choose, false)}
      >
        {preview && <TilePreview tile={preview} />}
        <span>{label}</span>
      </button>
      {editable && (
        <button type="button" className="edit-tile" aria-label={`Edit tile ${label}`} onClick={() => onPaintTile(editable)}>
          Edit
        </button>
      )}
    </li>
  );
  return (
    <nav className="palette" aria-label="Palette">
      <h2>Tiles</h2>
      <button type="button" className="new-tile" onClick={() => onPaintTile(undefined)}>
        New tile…
      </button>
      <ul>
        {custom.map(({ ref, tile }) =>
          item(`own:${ref}`, tile.name ?? tile.id, { kind: 'tile', ref, rotation: tool.kind === 'tile' ? tool.rotation : 0 }, tool.kind === 'tile' && tool.ref === ref, tile, ref),
        )}
        {builtIn.map(({ ref, tile }) =>
          item(`tile:${ref}`, tile.name ?? tile.id, { kind: 'tile', ref, rotation: tool.kind === 'tile' ? tool.rotation : 0 }, tool.kind === 'tile' && tool.ref === ref, tile),
        )}
      </ul>
      <h2>Features</h2>
      <ul aria-label="Features of this ruleset">{features.own.map(featureItem)}</ul>
      {features.more.length > 0 && (
        <>
          <h3>Other features of the format</h3>
          <ul aria-label="Other features">{features.more.map(featureItem)}</ul>
        </>
      )}
      {units.length > 0 && (
        <>
          <h2>Units</h2>
          <ul aria-label="Units">
            {units.map((u) => item(`unit:${u.type}`, u.name, { kind: 'unit', type: u.type }, tool.kind === 'unit' && tool.type === u.type))}
          </ul>
        </>
      )}
      <p className="hint">R turns, Del removes, arrows move, Ctrl+C / Ctrl+V copy, Esc drops the tool. Right-drag pans, the wheel zooms.</p>
    </nav>
  );
}, samePalette);

/**
 * A tile drawn small: floor light, walls dark, obstacles brown. Memoised on the tile: a mission's own tiles
 * keep their identity across edits elsewhere, and redrawing dozens of previews cell by cell slowed every edit.
 */
const TilePreview = memo(function TilePreview({ tile }: { tile: TileDefinition }) {
  const height = tile.cells.length;
  const width = tile.cells[0]?.length ?? 0;
  const fill: Record<string, string> = { '.': '#5b6b7d', '#': '#202830', x: '#7a6540' };
  return (
    <svg className="tile-preview" viewBox={`0 0 ${width} ${height}`} width={Math.min(48, width * 5)} height={Math.min(48, height * 5)} aria-hidden>
      {tile.cells.flatMap((row, y) => [...row].map((char, x) => (fill[char] ? <rect key={`${x},${y}`} x={x} y={y} width={1} height={1} fill={fill[char]} /> : null)))}
    </svg>
  );
});
