import type { TokenFace } from '@breachline/engine';
import { cellCentre } from '../layout/board-layout';
import type { ScreenLabel } from './screen-labels';

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

/** Height of the `stack`-th token on one square: stacked tokens rise. */
function tokenElevation(stack: number): number {
  return 0.05 + stack * 0.08;
}

/** The tokens on the board (those waiting off it, x = y = -1, are left out), each with its place in its square's stack. */
export function stackTokens(tokens: readonly BoardToken[]): { token: BoardToken; stack: number }[] {
  const stacks = new Map<string, number>();
  return tokens
    .filter((token) => token.x >= 0 && token.y >= 0)
    .map((token) => {
      const key = `${token.x},${token.y}`;
      const stack = stacks.get(key) ?? 0;
      stacks.set(key, stack + 1);
      return { token, stack };
    });
}

/** The numbers tokens carry (noise level, health left…), floating above them. */
export function tokenCountLabels(placed: readonly { token: BoardToken; stack: number }[], faceOf?: (kind: string) => TokenFace | undefined): ScreenLabel[] {
  return placed.flatMap(({ token, stack }) => {
    if (token.count === undefined) return [];
    const { x, z } = cellCentre(token.x, token.y);
    const label = faceOf?.(token.kind)?.label ?? token.kind;
    return [{ id: token.id, text: String(token.count), x, y: tokenElevation(stack) + 0.35, z, ariaLabel: `${label}: ${token.count}` }];
  });
}

/** A thick counter standing on the floor in its kind's shape; stacked tokens on one square rise (its count is drawn by `tokenCountLabels`). */
export function TokenMarker({ token, stack, face }: { token: BoardToken; stack: number; face?: TokenFace | undefined }) {
  const { x, z } = cellCentre(token.x, token.y);
  const color = face?.color ?? (Object.hasOwn(TOKEN_COLOR, token.kind) ? TOKEN_COLOR[token.kind] : undefined) ?? '#8b949e';
  const shape = face?.shape ?? 'hex';
  const y = tokenElevation(stack);
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
    </group>
  );
}
