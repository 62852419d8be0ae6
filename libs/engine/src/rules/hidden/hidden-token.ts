import type { Side } from '../../game/game-state';
import type { Json } from '../state/canonical-hash';
import type { Tx } from '../core/tx';
import type { HiddenToken } from './hidden-token-state';

export type { HiddenToken } from './hidden-token-state';

export function placeToken(
  tx: Tx,
  kind: string,
  at: { x: number; y: number },
  contents: Json,
  knownBy: readonly Side[] = [],
): HiddenToken {
  const token: HiddenToken = { id: tx.newId(kind), kind, x: at.x, y: at.y, contents, revealed: false, knownBy: [...knownBy] };
  tx.w.push(tx.state.tokens, token);
  tx.emit({ type: 'token-placed', token: token.id, kind, x: at.x, y: at.y });
  return token;
}

/** Turns a token face up and tells everyone what it holds. Returns its contents (undefined: no such token). */
export function revealToken(tx: Tx, id: string): Json | undefined {
  const token = tx.state.tokens.find((t) => t.id === id);
  if (!token) return undefined;
  if (!token.revealed) {
    tx.w.set(token, 'revealed', true);
    tx.emit({ type: 'revealed', token: id, kind: token.kind, contents: token.contents });
  }
  return token.contents;
}

export function removeToken(tx: Tx, id: string): void {
  const index = tx.state.tokens.findIndex((t) => t.id === id);
  if (index < 0) return;
  tx.w.removeAt(tx.state.tokens, index);
  tx.emit({ type: 'token-removed', token: id });
}

export function knowsContents(token: HiddenToken, side: Side): boolean {
  return token.revealed || token.knownBy.includes(side);
}
