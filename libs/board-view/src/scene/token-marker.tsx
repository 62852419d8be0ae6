import { cellCentre } from '../layout/board-layout';

/** A token on the board as the viewer may know it: face-down tokens show only their kind. */
export interface BoardToken {
  readonly id: string;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly revealed: boolean;
}

export const TOKEN_COLOR: Readonly<Record<string, string>> = { spawn: '#c0392b', item: '#56d4c8', blip: '#e67e22', radar: '#9b59b6' };

/** A thick hexagonal counter standing on the floor; stacked tokens on one square rise. */
export function TokenMarker({ token, stack }: { token: BoardToken; stack: number }) {
  const { x, z } = cellCentre(token.x, token.y);
  const color = TOKEN_COLOR[token.kind] ?? '#8b949e';
  return (
    <mesh position={[x, 0.05 + stack * 0.08, z]} name={`token-${token.id}`}>
      <cylinderGeometry args={[0.3, 0.3, 0.07, 6]} />
      <meshStandardMaterial color={color} flatShading transparent={!token.revealed} opacity={token.revealed ? 1 : 0.85} />
    </mesh>
  );
}
