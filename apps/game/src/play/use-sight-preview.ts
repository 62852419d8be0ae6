import type { Board, GameView, RulesetPresentation } from '@breachline/engine';
import type { SightOverlay } from '@breachline/board-view';
import { useCallback, useMemo, useState } from 'react';

/** The sight and threat preview of the selected unit, and whether the player wants it drawn (V turns it off and on). */
export interface SightPreviewState {
  /** What the board draws; undefined when hidden or when the ruleset has nothing to show for the unit. */
  readonly overlay: SightOverlay | undefined;
  /** The ruleset has a preview for this unit (the toggle is offered only then). */
  readonly available: boolean;
  readonly shown: boolean;
  toggle(): void;
}

/**
 * Asks the ruleset's face what `unit` sees and who threatens it, from the side's view: the screen computes no
 * rule itself. Threats come back as unit ids; the board rings them where the view puts them.
 */
export function sightOverlay(face: RulesetPresentation, view: GameView, board: Board, unit: string | undefined): SightOverlay | undefined {
  if (unit === undefined || !face.sightPreview) return undefined;
  const preview = face.sightPreview(view, board, unit);
  if (!preview) return undefined;
  const threats = preview.threats.flatMap((id) => {
    const enemy = view.units.find((u) => u.id === id && u.x >= 0 && u.y >= 0);
    return enemy ? [{ x: enemy.x, y: enemy.y }] : [];
  });
  return { seen: preview.seen, threats };
}

export function useSightPreview(face: RulesetPresentation, view: GameView, board: Board, unit: string | undefined): SightPreviewState {
  const [shown, setShown] = useState(true);
  const overlay = useMemo(() => sightOverlay(face, view, board, unit), [face, view, board, unit]);
  const toggle = useCallback(() => setShown((on) => !on), []);
  return { overlay: shown ? overlay : undefined, available: overlay !== undefined, shown, toggle };
}
