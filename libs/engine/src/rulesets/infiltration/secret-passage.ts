// infiltration.md §7.9 / §13.7 Secret Passage: once its card flips, secret-passage tokens go on the card's area
// and on 2 of the mission's X/Y/Z points (its `secret-passage` features, lettered in board order); every area
// holding a token of the same passage is adjacent to the others for heroes only (§7.4 Proposed: no line of
// sight, enemies never use them). With 3 points the heroes choose the pair (§7.9 Proposed: a pending decision);
// with 2 or fewer every point is linked; a mission with none leaves the passage a dead end (its card only).
import type { Board } from '../../board/board';
import type { Unit } from '../../game/game-state';
import { openDecision } from '../../rules/core/decisions';
import type { DecisionOption, PendingDecision } from '../../rules/core/decision-state';
import { placeToken, revealToken } from '../../rules/hidden/hidden-token';
import type { Json } from '../../rules/state/canonical-hash';
import type { Ctx } from './context';
import { areaOf, cellIn } from './space';
import type { InfiltrationAction, InfiltrationState } from './types';

export const PASSAGE_TOKEN = 'secret-passage';
export const PASSAGE_DECISION = 'secret-passage';
const LETTERS = ['X', 'Y', 'Z'];
/** Tokens placed per point chosen (§13.7: 3 tokens — this area plus 2 points). */
const POINTS_LINKED = 2;

const tokenArea = (board: Board, t: { x: number; y: number }): number => board.zoneOf[t.y * board.width + t.x] ?? -1;
const linkOf = (contents: Json | undefined): string | undefined => {
  const link = (contents as { passage?: unknown } | null | undefined)?.passage;
  return typeof link === 'string' ? link : undefined;
};

function placePassageToken(c: Ctx, passage: string, at: { x: number; y: number }): void {
  const token = placeToken(c.tx, PASSAGE_TOKEN, at, { passage });
  revealToken(c.tx, token.id);
}

/** §7.9: the revealed card's passage (named by the card's token): its own token, then the points. */
export function openPassage(c: Ctx, passage: string, area: number): void {
  placePassageToken(c, passage, cellIn(c.state, c.board, area));
  const points = c.cfg.passagePoints ?? [];
  if (points.length <= POINTS_LINKED) {
    for (const point of points) placePassageToken(c, passage, point);
    return;
  }
  const options: DecisionOption[] = [];
  points.forEach((_, i) => {
    for (let j = i + 1; j < points.length; j++) {
      const names = `${LETTERS[i] ?? String(i + 1)} and ${LETTERS[j] ?? String(j + 1)}`;
      options.push({ id: `${i}-${j}`, label: `Link the passage to ${names}`, value: [i, j] });
    }
  });
  openDecision(c.tx, { side: 'heroes', kind: PASSAGE_DECISION, prompt: 'A secret passage: choose the two points it opens onto.', options, owner: 'ruleset', resume: { passage } });
}

/** The heroes' answer: tokens on the two chosen points. */
export function resumePassage(c: Ctx, decision: PendingDecision, option: DecisionOption): void {
  const passage = linkOf(decision.resume);
  const chosen = Array.isArray(option.value) ? option.value : [];
  if (passage === undefined) return;
  for (const index of chosen) {
    const point = typeof index === 'number' ? c.cfg.passagePoints?.[index] : undefined;
    if (point) placePassageToken(c, passage, point);
  }
}

/** §7.4 Proposed: the areas a secret passage links to `area` (heroes only). */
export function passageLinks(state: InfiltrationState, board: Board, area: number): number[] {
  const here = new Set(state.tokens.filter((t) => t.kind === PASSAGE_TOKEN && tokenArea(board, t) === area).map((t) => linkOf(t.contents)));
  const out = new Set<number>();
  for (const t of state.tokens) {
    if (t.kind !== PASSAGE_TOKEN || !here.has(linkOf(t.contents))) continue;
    const other = tokenArea(board, t);
    if (other !== area && other >= 0) out.add(other);
  }
  return [...out];
}

type MoveAction = Extract<InfiltrationAction, { type: 'move' }>;

/** The hero's Move through a passage (one step), for areas its ordinary Move does not already offer. */
export function passageMoves(state: InfiltrationState, board: Board, hero: Unit, listed: readonly InfiltrationAction[]): MoveAction[] {
  return passageLinks(state, board, areaOf(board, hero))
    .filter((area) => !listed.some((a) => a.type === 'move' && a.area === area))
    .map((area) => ({ type: 'move', side: 'heroes', unit: hero.id, area }));
}
