import { checkTileDefinition, type Direction } from '@breachline/engine';
import { useState } from 'react';
import {
  editRegion,
  paintCell,
  paintZone,
  regionLetters,
  regionOf,
  resizeTile,
  toDefinition,
  toggleInnerEdge,
  toggleOpening,
  toggleSlot,
  ZONE_LETTERS,
  type PaintedTile,
  type ZoneKind,
  parentChoices,
  freeRegionLetter,
} from '../document/tile-paint';
import { cellStyle, edgeWords } from './tile-cell-style';
import { allSlotTypes, featureName, terrainSlotColour } from '../document/ruleset-palette';

type Brush = 'floor' | 'wall' | 'obstacle' | 'void' | 'zone' | 'slot' | 'inner-wall' | 'door';

const BRUSHES: readonly { brush: Brush; name: string }[] = [
  { brush: 'floor', name: 'Floor' },
  { brush: 'wall', name: 'Wall' },
  { brush: 'obstacle', name: 'Obstacle' },
  { brush: 'void', name: 'Void' },
  { brush: 'zone', name: 'Zone' },
  { brush: 'slot', name: 'Feature slot' },
  { brush: 'inner-wall', name: 'Inner wall' },
  { brush: 'door', name: 'Door' },
];
const CHAR: Record<'floor' | 'wall' | 'obstacle' | 'void', '.' | '#' | 'x' | ' '> = { floor: '.', wall: '#', obstacle: 'x', void: ' ' };
const KIND_NAME: Record<string, string> = { '.': 'floor', '#': 'wall', x: 'obstacle', ' ': 'void' };

export interface TilePainterProps {
  readonly initial: PaintedTile;
  /** The id the tile had when opened (undefined for a new tile). */
  readonly openedAs: string | undefined;
  /** Ids of the mission's other tiles: a new id must not repeat one. */
  readonly takenIds: readonly string[];
  onSave(tile: PaintedTile): void;
  onCancel(): void;
}

/** Paints a custom tile: cells, zones, openings on its border and feature slots; saved into the mission. */
export function TilePainter({ initial, openedAs, takenIds, onSave, onCancel }: TilePainterProps) {
  const [tile, setTile] = useState(initial);
  const [brush, setBrush] = useState<Brush>('wall');
  const [zone, setZone] = useState('a');
  const [slotType, setSlotType] = useState('search');
  const [edgeSide, setEdgeSide] = useState<'east' | 'south'>('east');
  const [painting, setPainting] = useState(false);
  const height = tile.cells.length;
  const width = tile.cells[0]?.length ?? 0;

  const problems = [
    ...(/^[a-z0-9][a-z0-9-]*$/.test(tile.id) ? [] : ['The id uses lower-case letters, digits and dashes, starting with a letter or digit.']),
    ...(tile.id !== openedAs && takenIds.includes(tile.id) ? [`Another tile of this mission is already called '${tile.id}'.`] : []),
    ...checkTileDefinition(toDefinition(tile), '').map((e) => e.message),
  ];

  const paint = (x: number, y: number) =>
    setTile((t) =>
      brush === 'zone'
        ? paintZone(t, x, y, zone)
        : brush === 'slot'
          ? toggleSlot(t, x, y, slotType)
          : brush === 'inner-wall' || brush === 'door'
            ? toggleInnerEdge(t, x, y, edgeSide, brush === 'door' ? 'door' : 'wall')
            : paintCell(t, x, y, CHAR[brush]),
    );

  const opening = (x: number, y: number, side: Direction) => {
    const open = tile.openings.some((o) => o.x === x && o.y === y && o.side === side);
    const floor = tile.cells[y]?.[x] === '.' || tile.cells[y]?.[x] === 'x';
    return (
      <button
        key={`${side}:${x},${y}`}
        type="button"
        className={`edge edge-${side}${open ? ' open' : ''}`}
        style={{ gridColumn: side === 'west' ? 1 : side === 'east' ? width + 2 : x + 2, gridRow: side === 'north' ? 1 : side === 'south' ? height + 2 : y + 2 }}
        disabled={!floor}
        aria-pressed={open}
        aria-label={`Opening on the ${side} side of (${x}, ${y})`}
        onClick={() => setTile((t) => toggleOpening(t, x, y, side))}
      />
    );
  };

  return (
    <div className="overlay">
      <section className="dialog painter" role="dialog" aria-label="Tile painter" onPointerUp={() => setPainting(false)}>
        <h2>{openedAs ? `Edit tile '${openedAs}'` : 'New tile'}</h2>
        <div className="painter-fields">
          <label>
            Id
            <input value={tile.id} onChange={(e) => setTile({ ...tile, id: e.target.value })} />
          </label>
          <label>
            Name
            <input value={tile.name} onChange={(e) => setTile({ ...tile, name: e.target.value })} />
          </label>
          <label>
            Width
            <input type="number" min={1} max={16} value={width} onChange={(e) => setTile((t) => resizeTile(t, e.target.valueAsNumber || 1, height))} />
          </label>
          <label>
            Height
            <input type="number" min={1} max={16} value={height} onChange={(e) => setTile((t) => resizeTile(t, width, e.target.valueAsNumber || 1))} />
          </label>
        </div>
        <div className="brushes" role="radiogroup" aria-label="Brush">
          {BRUSHES.map(({ brush: b, name }) => (
            <button key={b} type="button" role="radio" aria-checked={brush === b} onClick={() => setBrush(b)}>
              {name}
            </button>
          ))}
          {brush === 'zone' && (
            <select aria-label="Zone letter" value={zone} onChange={(e) => setZone(e.target.value)}>
              {['.', ...ZONE_LETTERS].map((l) => (
                <option key={l} value={l}>
                  {l === '.' ? 'own zone' : `zone ${l}${regionOf(tile, l).name ? ` (${regionOf(tile, l).name})` : ''}`}
                </option>
              ))}
            </select>
          )}
          {(brush === 'inner-wall' || brush === 'door') && (
            <select aria-label="Edge of the cell" value={edgeSide} onChange={(e) => setEdgeSide(e.target.value === 'south' ? 'south' : 'east')}>
              <option value="east">on its east side</option>
              <option value="south">on its south side</option>
            </select>
          )}
          {brush === 'slot' && (
            <select aria-label="Slot type" value={slotType} onChange={(e) => setSlotType(e.target.value)}>
              {[...new Set([...allSlotTypes(), slotType])].map((type) => (
                <option key={type} value={type}>
                  {featureName(type)}
                </option>
              ))}
            </select>
          )}
        </div>
        <div className="paint-grid" style={{ gridTemplateColumns: `0.5rem repeat(${width}, 1.75rem) 0.5rem`, gridTemplateRows: `0.5rem repeat(${height}, 1.75rem) 0.5rem` }}>
          {tile.cells.flatMap((row, y) =>
            [...row].map((char, x) => {
              const slot = tile.slots.find((s) => s.x === x && s.y === y);
              const letter = tile.zones?.[y]?.[x];
              const ground = slot && terrainSlotColour(slot.type);
              return (
                <button
                  key={`${x},${y}`}
                  type="button"
                  className={`paint-cell kind-${KIND_NAME[char] ?? 'void'}`}
                  style={{ gridColumn: x + 2, gridRow: y + 2, ...cellStyle(tile, x, y), ...(ground ? { background: ground } : {}) }}
                  aria-label={`Cell (${x}, ${y}): ${KIND_NAME[char] ?? char}${letter && /[A-Za-z]/.test(letter) ? `, zone ${letter}` : ''}${slot ? `, ${slot.type} slot` : ''}${edgeWords(tile, x, y)}`}
                  onPointerDown={(e) => {
                    e.preventDefault();
                    setPainting(true);
                    paint(x, y);
                  }}
                  // A drag lays slots only on empty cells (ground is painted in strokes; a toggle would undo a re-crossed cell).
                  onPointerEnter={() => painting && (brush !== 'slot' || !slot) && brush !== 'inner-wall' && brush !== 'door' && paint(x, y)}
                  onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && paint(x, y)}
                >
                  {slot ? slot.type.slice(0, 2) : letter && letter !== '.' ? letter : ''}
                </button>
              );
            }),
          )}
          {Array.from({ length: width }, (_, x) => [opening(x, 0, 'north'), opening(x, height - 1, 'south')])}
          {Array.from({ length: height }, (_, y) => [opening(0, y, 'west'), opening(width - 1, y, 'east')])}
        </div>
        <RegionList tile={tile} onChange={setTile} />
        {problems.length > 0 && (
          <ul className="issue-list" aria-label="Tile problems">
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        )}
        <div className="dialog-buttons">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="primary" disabled={problems.length > 0} onClick={() => onSave(tile)}>
            Save tile
          </button>
        </div>
      </section>
    </div>
  );
}

const NEW_ROOM = '+room';

/** Puts an area in a room or corridor of the tile; "a new room" makes one under the next free letter first. */
function placeArea(tile: PaintedTile, letter: string, choice: string): PaintedTile {
  if (choice !== NEW_ROOM) return editRegion(tile, letter, { kind: 'area', parent: choice === '' ? undefined : choice });
  const room = freeRegionLetter(tile);
  if (room === undefined) return tile;
  return editRegion(editRegion(tile, room, { kind: 'room' }), letter, { kind: 'area', parent: room });
}

/** The tile's lettered zones, each with its name, whether it is a room, a corridor or an area, and where an area lies. */
function RegionList({ tile, onChange }: { tile: PaintedTile; onChange: (change: (t: PaintedTile) => PaintedTile) => void }) {
  const letters = regionLetters(tile);
  if (letters.length === 0) return <p className="hint">Paint cells with the Zone brush to make rooms and corridors, then name them here.</p>;
  return (
    <table className="region-list" aria-label="Zones">
      <thead>
        <tr>
          <th>Zone</th>
          <th>Name</th>
          <th>Kind</th>
          <th>Lies in</th>
        </tr>
      </thead>
      <tbody>
        {letters.map((letter) => {
          const region = regionOf(tile, letter);
          return (
            <tr key={letter}>
              <td>{letter}</td>
              <td>
                <input aria-label={`Name of zone ${letter}`} value={region.name ?? ''} onChange={(e) => onChange((t) => editRegion(t, letter, { name: e.target.value }))} />
              </td>
              <td>
                <select
                  aria-label={`Kind of zone ${letter}`}
                  value={region.kind ?? ''}
                  onChange={(e) => onChange((t) => editRegion(t, letter, { kind: e.target.value === '' ? undefined : (e.target.value as ZoneKind) }))}
                >
                  <option value="">not said</option>
                  <option value="room">room</option>
                  <option value="corridor">corridor</option>
                  <option value="area">area (of a room or corridor)</option>
                </select>
              </td>
              <td>
                {region.kind === 'area' || region.parent !== undefined ? (
                  <select aria-label={`Room zone ${letter} lies in`} value={region.parent ?? ''} onChange={(e) => onChange((t) => placeArea(t, letter, e.target.value))}>
                    <option value="">(choose)</option>
                    {parentChoices(tile, letter).map((l) => (
                      <option key={l} value={l}>
                        {l}
                        {regionOf(tile, l).name ? ` (${regionOf(tile, l).name})` : ''}
                      </option>
                    ))}
                    {freeRegionLetter(tile) !== undefined && <option value={NEW_ROOM}>a new room…</option>}
                  </select>
                ) : (
                  <span className="hint">—</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
