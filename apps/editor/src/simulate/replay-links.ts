// A notable game as a link that opens the game's replay screen: `#r=` + the share links' encoding
// (versioned, zlib-compressed, checksummed), so a damaged link is caught the same way.
import type { NotableGame, PlaytestReport } from '@breachline/ai';
import { encodeSharePayload, type ShareResult } from '@breachline/scenario-schema';
import type { ReplayDocument } from './record-replay';

/** Replay links are opened from the editor, not pasted into chat: like Playtest links they may be long. */
export const REPLAY_MAX_PAYLOAD = 2_000_000;

export function replayFragment(replay: ReplayDocument): ShareResult<string> {
  const payload = encodeSharePayload(replay, REPLAY_MAX_PAYLOAD);
  return payload.ok ? { ok: true, value: `#r=${payload.value}` } : { ok: false, message: payload.message.replace('for a link', 'for a replay link') };
}

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
