// The notable games of a playtest report, each with the replay link (scenario-schema's `replayFragment`)
// that opens it in the game's replay screen.
import type { NotableGame, PlaytestReport } from '@breachline/ai';
import type { ShareResult } from '@breachline/scenario-schema';

export type NotableKey = keyof PlaytestReport['notable'];

export const NOTABLE_LABELS: Readonly<Record<NotableKey, string>> = {
  quickestWin: 'Quickest win',
  quickestLoss: 'Quickest loss',
  typical: 'Typical game',
};

/** A notable game of a report, with the fragment of its replay link or why there is none. */
export interface NotableReplay {
  readonly key: NotableKey;
  readonly game: NotableGame;
  readonly replay: ShareResult<string>;
}

/** The report's notable games in a fixed order (quickest win, quickest loss, typical), skipping absent ones. */
export function notableGames(report: Pick<PlaytestReport, 'notable'>): [NotableKey, NotableGame][] {
  return (Object.keys(NOTABLE_LABELS) as NotableKey[]).flatMap((key) => {
    const game = report.notable[key];
    return game ? [[key, game] as [NotableKey, NotableGame]] : [];
  });
}
