import { RULESETS, type HeroChoice } from '@breachline/engine';
import { decodeSharePayload, loadMission, loadMissionText, readShareFragment, SAMPLE_MISSIONS, type LoadResult, type LoadedMission } from '@breachline/scenario-schema';
import { lazy, Suspense, useState } from 'react';
import { PartySetup } from '../play/party-setup';
import { PlayScreen } from '../play/play-screen';
import { clearSave, readSave } from '../play/saved-game';
import { resumeSession, startSession, type Session } from '../play/session';
import { GameHud } from './game-hud';
import { IssueList } from './issue-list';
import { prepareGame } from './prepare-game';
import { StartScreen } from './start-screen';

const BoardCanvas = lazy(() => import('@breachline/board-view').then((m) => ({ default: m.BoardCanvas })));

/** The seed of a new game; games started the same way with the same seed play out the same. */
const SEED = 1;

type Screen =
  | { kind: 'start'; notice?: string }
  | { kind: 'problem'; title: string; issues: LoadResult extends infer R ? (R extends { ok: false; issues: infer I } ? I : never) : never }
  | { kind: 'setup'; loaded: LoadedMission }
  | { kind: 'preview'; loaded: LoadedMission; reason: string }
  | { kind: 'play'; session: Session; players: number; loaded: LoadedMission };

/** The party a mission suggests, else the first heroes of the roster: what Playtest and share links start with. */
function defaultParty(loaded: LoadedMission): HeroChoice[] {
  const roster = RULESETS[loaded.mission.ruleset]?.roster ?? [];
  const suggested = (loaded.mission.party ?? []).filter((h) => roster.some((r) => r.kind === h.kind));
  if (suggested.length >= loaded.mission.meta.heroes.min) return suggested;
  return roster.slice(0, Math.max(1, loaded.mission.meta.heroes.min)).map((r) => ({ id: r.kind, kind: r.kind, name: r.name }));
}

/** Why the mission's rules cannot play it (not implemented yet, or the ruleset refuses this mission), if so. */
function unplayable(loaded: LoadedMission): string | undefined {
  if (!RULESETS[loaded.mission.ruleset]) return `The ${loaded.mission.ruleset} rules are not playable yet: this is the mission's board.`;
  const trial = startSession(loaded, defaultParty(loaded), SEED);
  return trial.ok ? undefined : `The ${loaded.mission.ruleset} rules cannot play this mission: ${trial.message}`;
}

function playOrPreview(loaded: LoadedMission, heroes: HeroChoice[], players: number): Screen {
  const started = startSession(loaded, heroes, SEED);
  return started.ok ? { kind: 'play', session: started.session, players, loaded } : { kind: 'problem', title: 'This mission cannot be started', issues: [{ stage: 'mission', path: '', message: started.message }] };
}

function fromLoad(result: LoadResult, direct: boolean): Screen {
  if (!result.ok) return { kind: 'problem', title: 'This mission cannot be played', issues: result.issues };
  const reason = unplayable(result.value);
  if (reason) return { kind: 'preview', loaded: result.value, reason };
  return direct ? playOrPreview(result.value, defaultParty(result.value), 1) : { kind: 'setup', loaded: result.value };
}

/** A mission shared from the editor (a link or Playtest) opens ready to play; otherwise the start screen. */
function firstScreen(): Screen {
  const shared = readShareFragment(window.location.hash);
  if (shared === undefined) return { kind: 'start' };
  const decoded = decodeSharePayload(shared);
  if (!decoded.ok) return { kind: 'problem', title: 'This mission cannot be played', issues: [{ stage: 'json', path: '', message: decoded.message }] };
  return fromLoad(loadMissionText(decoded.value), true);
}

export function App() {
  const [screen, setScreen] = useState<Screen>(firstScreen);
  const toStart = (notice?: string) => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    setScreen(notice ? { kind: 'start', notice } : { kind: 'start' });
  };

  switch (screen.kind) {
    case 'start': {
      const save = readSave(window.localStorage);
      return (
        <StartScreen
          notice={screen.notice ?? (save.kind === 'unreadable' ? save.message : undefined)}
          resume={save.kind === 'save' ? ((save.save.mission as { meta?: { title?: string } }).meta?.title ?? 'your game') : undefined}
          onResume={() => {
            if (save.kind !== 'save') return;
            const loaded = loadMission(save.save.mission);
            const resumed = loaded.ok ? resumeSession(loaded.value, save.save.heroes, save.save.seed, save.save.actions) : { ok: false as const, message: 'its mission no longer validates' };
            if (!resumed.ok) {
              clearSave(window.localStorage);
              return toStart(`The saved game could not be resumed: ${resumed.message}`);
            }
            setScreen({ kind: 'play', session: resumed.session, players: 1, loaded: resumed.session.loaded });
          }}
          onSample={(id) => setScreen(fromLoad(loadMission(SAMPLE_MISSIONS[id]), false))}
          onFile={async (file) => setScreen(fromLoad(loadMissionText(await file.text()), false))}
          onLink={(link) => {
            const payload = readShareFragment(link.includes('#') ? link.slice(link.indexOf('#')) : link);
            const decoded = payload === undefined ? undefined : decodeSharePayload(payload);
            if (!decoded?.ok) {
              const message = decoded ? decoded.message : 'That is not a Breachline share link: it has no "#m=" part.';
              return setScreen({ kind: 'problem', title: 'This mission cannot be played', issues: [{ stage: 'json', path: '', message }] });
            }
            setScreen(fromLoad(loadMissionText(decoded.value), false));
          }}
        />
      );
    }
    case 'problem':
      return <IssueList title={screen.title} issues={screen.issues} onBack={() => toStart()} />;
    case 'setup': {
      const { loaded } = screen;
      const roster = RULESETS[loaded.mission.ruleset]?.roster ?? [];
      return (
        <PartySetup
          title={loaded.mission.meta.title}
          roster={roster}
          min={loaded.mission.meta.heroes.min}
          max={Math.min(loaded.mission.meta.heroes.max, roster.length)}
          suggested={(loaded.mission.party ?? []).map((h) => h.kind)}
          onBack={() => toStart()}
          onStart={(heroes, players) => setScreen(playOrPreview(loaded, heroes, players))}
        />
      );
    }
    case 'play':
      return (
        <PlayScreen
          key={screen.session.actions.length === 0 ? 'fresh' : 'resumed'}
          session={screen.session}
          players={screen.players}
          onLeave={() => toStart()}
          onRestart={() => setScreen(playOrPreview(screen.loaded, [...screen.session.heroes], screen.players))}
        />
      );
    case 'preview': {
      // Rules that cannot play the mission: show its board honestly, with the suggested party, and say why.
      const prepared = prepareGame(screen.loaded.mission, SEED);
      if (!prepared.ok) return <IssueList title="This mission cannot be shown" issues={prepared.issues} onBack={() => toStart()} />;
      const { mission, board, state } = prepared.game;
      return (
        <main className="game">
          <div className="board-stage">
            <Suspense fallback={<p className="loading">Loading the board…</p>}>
              <BoardCanvas board={board} units={state.units} openDoors={state.openDoors} mode="perspective" label="Game board" />
            </Suspense>
          </div>
          <GameHud mission={mission} state={state} onLeave={() => toStart()} notice={screen.reason} />
        </main>
      );
    }
  }
}

export default App;
