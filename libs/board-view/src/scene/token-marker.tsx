import type { TokenFace } from '@breachline/engine';
import { Html } from '@react-three/drei';
import { cellCentre } from '../layout/board-layout';

/** A token on the board as the viewer may know it: face-down tokens show only their kind. */
export interface BoardToken {
  readonly id: string;
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly revealed: boolean;
  /** A number it carries (noise level, health left…), shown beside it. */
  readonly count?: number;
}

/** Colours for token kinds when no ruleset face says otherwise. */
export const TOKEN_COLOR: Readonly<Record<string, string>> = { spawn: '#c0392b', item: '#56d4c8', blip: '#e67e22', radar: '#9b59b6' };

const SEGMENTS: Readonly<Record<TokenFace['shape'], number>> = { hex: 6, disc: 16, square: 4, ring: 16 };

/** A thick counter standing on the floor in its kind's shape; stacked tokens on one square rise; a count floats above it. */
export function TokenMarker({ token, stack, face }: { token: BoardToken; stack: number; face?: TokenFace | undefined }) {
  const { x, z } = cellCentre(token.x, token.y);
  const color = face?.color ?? (Object.hasOwn(TOKEN_COLOR, token.kind) ? TOKEN_COLOR[token.kind] : undefined) ?? '#8b949e';
  const shape = face?.shape ?? 'hex';
  const y = 0.05 + stack * 0.08;
  return (
    <group position={[x, y, z]} name={`token-${token.id}`}>
      {shape === 'ring' ? (
        <mesh rotation={[-Math.PI / 2, 0, 0]}>
          <ringGeometry args={[0.3, 0.42, 16]} />
          <meshBasicMaterial color={color} />
        </mesh>
      ) : (
        <mesh rotation={[0, shape === 'square' ? Math.PI / 4 : 0, 0]}>
          <cylinderGeometry args={[0.3, 0.3, 0.07, SEGMENTS[shape]]} />
          <meshStandardMaterial color={color} flatShading transparent={!token.revealed} opacity={token.revealed ? 1 : 0.85} />
        </mesh>
      )}
      {token.count !== undefined && (
        <Html position={[0, 0.35, 0]} center className="token-count" zIndexRange={[10, 0]}>
          <span aria-label={`${face?.label ?? token.kind}: ${token.count}`}>{token.count}</span>
        </Html>
      )}
    </group>
  );
}
