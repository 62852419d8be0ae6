import { presentationFor, type Board, type GameView, type PresentContext, type RulesetPresentation, type ShownGroundMark } from '@breachline/engine';
import type { BoardToken } from '@breachline/board-view';
import { useMemo } from 'react';
import { presentContext, tileNames } from './present-context';

/** What the play screen draws with: the ruleset's face, the context it words things in, and the board's tokens and markers. */
export interface Presentation {
  readonly face: RulesetPresentation;
  readonly ctx: PresentContext;
  /** Tokens as the viewer may know them (face-down ones by kind only), and the ruleset's own markers with their counts. */
  readonly tokens: readonly BoardToken[];
  /** Ground the face names (cover, difficult, dangerous…), for the board's tint and the legend. */
  readonly groundMarks: readonly ShownGroundMark[];
}

const NO_MARKS: readonly ShownGroundMark[] = [];

/** The presentation of a game for one side's view: nothing here names a ruleset; the face does the telling. */
export function usePresentation(ruleset: string, view: GameView, board: Board, tiles: readonly { readonly id: string; readonly name?: string }[]): Presentation {
  const face = useMemo(() => presentationFor(ruleset), [ruleset]);
  const tileName = useMemo(() => tileNames(tiles), [tiles]);
  const ctx = useMemo<PresentContext>(() => presentContext(view, board, tileName), [view, board, tileName]);
  const tokens = useMemo<BoardToken[]>(
    () => [
      ...view.tokens.map((t) => ({ id: t.id, kind: t.kind, x: t.x, y: t.y, revealed: t.revealed })),
      ...(face.markers?.(view, board) ?? []).map((m) => ({ id: `marker-${m.id}`, kind: m.kind, x: m.x, y: m.y, revealed: true, ...(m.count !== undefined ? { count: m.count } : {}) })),
    ],
    [view, board, face],
  );
  const groundMarks = useMemo(() => face.groundMarks?.(view, board) ?? NO_MARKS, [view, board, face]);
  return { face, ctx, tokens, groundMarks };
}
