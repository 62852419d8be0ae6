// How the painter draws a cell beyond its kind: its zone's tint, and the walls and doors on its east or south border.
import { STEP, type TileEdgeRef } from '@breachline/engine';
import type { CSSProperties } from 'react';
import type { PaintedTile } from '../document/tile-paint';

const WALL = '#111820';
const DOOR = '#e0a030';

/** An edge named from the cell on its west or north, so each edge has one name ('east' or 'south'). */
function canonical(edge: TileEdgeRef): { x: number; y: number; side: 'east' | 'south' } | undefined {
  if (edge.side === 'east' || edge.side === 'south') return { x: edge.x, y: edge.y, side: edge.side };
  const { dx, dy } = STEP[edge.side];
  return { x: edge.x + dx, y: edge.y + dy, side: edge.side === 'west' ? 'east' : 'south' };
}

function colourOf(tile: PaintedTile, x: number, y: number, side: 'east' | 'south'): string | undefined {
  const here = (edge: TileEdgeRef) => {
    const c = canonical(edge);
    return c !== undefined && c.x === x && c.y === y && c.side === side;
  };
  if (tile.doors.some(here)) return DOOR;
  if (tile.walls.some(here)) return WALL;
  return undefined;
}

/** A hue per zone letter, spread round the colour wheel so neighbouring letters differ. */
const zoneHue = (letter: string) => ((letter.charCodeAt(0) * 67) % 360);

/** Floor cells tinted by zone, and inset lines for the walls and doors on the east and south of cell (x, y). */
export function cellStyle(tile: PaintedTile, x: number, y: number): CSSProperties {
  const east = colourOf(tile, x, y, 'east');
  const south = colourOf(tile, x, y, 'south');
  const shadows = [east && `inset -4px 0 0 ${east}`, south && `inset 0 -4px 0 ${south}`].filter(Boolean);
  const letter = tile.zones?.[y]?.[x];
  const tinted = tile.cells[y]?.[x] === '.' && letter !== undefined && /[A-Za-z]/.test(letter);
  return {
    ...(shadows.length > 0 ? { boxShadow: shadows.join(', ') } : {}),
    ...(tinted ? { background: `hsl(${zoneHue(letter)}, 30%, 42%)` } : {}),
  };
}

/** The walls and doors on the east and south of cell (x, y), in words for its label: ", door east, wall south". */
export function edgeWords(tile: PaintedTile, x: number, y: number): string {
  return (['east', 'south'] as const)
    .map((side) => {
      const colour = colourOf(tile, x, y, side);
      return colour === DOOR ? `, door ${side}` : colour === WALL ? `, wall ${side}` : '';
    })
    .join('');
}
