import { lazy, Suspense, useEffect, useState } from 'react';
import { PartySetup } from '../play/party-setup';
import type { ReplayFrames } from '../play/replay';
import { readSave } from '../play/saved-game';
import { IssueList } from './issue-list';
import type { Screen } from './screens';
import { StartScreen } from './start-screen';

// The start screen is the whole first download; the engine, the AI, the validators and three.js load
// when a mission is chosen (issue 6's bundle budget).
const loadFlow = () => import('./flow');
const PlayScreen = lazy(() => import('../play/play-screen').then((m) => ({ default: m.PlayScreen })));
const PreviewScreen = lazy(() => import('./preview-screen').then((m) => ({ default: m.PreviewScreen })));
const ReplayScreen = lazy(() => import('../play/replay-screen').then((m) => ({ default: m.ReplayScreen })));

const hasSharedMission = () => /[#&]m=/.test(window.location.hash);
const hasReplay = () => /[#&]r=/.test(window.location.hash);

export function App() {
  const [screen, setScreen] = useState<Screen>(hasSharedMission() || hasReplay() ? { kind: 'loading' } : { kind: 'start' });
  // A notable simulated game from the editor (`#r=`) opens on the replay screen; a bad link, on the start screen.
  const [replay, setReplay] = useState<{ frames: ReplayFrames; caption?: string }>();
  const go = (next: (flow: Awaited<ReturnType<typeof loadFlow>>) => Screen | Promise<Screen>) => {
    setScreen({ kind: 'loading' });
    void loadFlow().then(async (flow) => setScreen(await next(flow)));
  };
  // A mission shared from the editor (a link or Playtest) opens ready to play. Playtest again into this tab
  // changes only the fragment, so a changed fragment opens its mission (or replay) too.
  useEffect(() => {
    const openFragment = () => {
      if (!hasReplay() && !hasSharedMission()) return;
      setReplay(undefined);
      if (hasSharedMission() && !hasReplay()) return go((flow) => flow.sharedScreen(window.location.hash));
      setScreen({ kind: 'loading' });
      void import('./replay-link').then(({ openReplayLink }) => {
        const opened = openReplayLink(window.location.hash);
        if (opened.ok) return setReplay({ frames: opened.frames, caption: opened.caption });
        window.history.replaceState(null, '', window.location.pathname);
        setScreen({ kind: 'start', notice: opened.message });
      });
    };
    openFragment();
    window.addEventListener('hashchange', openFragment);
    return () => window.removeEventListener('hashchange', openFragment);
  }, []);
  const toStart = () => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    setScreen({ kind: 'start' });
  };

  if (replay) {
    return (
      <Suspense fallback={<p className="loading">Loading the board…</p>}>
        <ReplayScreen
          frames={replay.frames}
          {...(replay.caption ? { caption: replay.caption } : {})}
          onClose={() => {
            setReplay(undefined);
            toStart();
          }}
        />
      </Suspense>
    );
  }

  switch (screen.kind) {
    case 'loading':
      return <p className="loading">Loading the mission…</p>;
    case 'start': {
      const save = readSave(window.localStorage);
      return (
        <StartScreen
          notice={screen.notice ?? (save.kind === 'unreadable' ? save.message : undefined)}
          resume={save.kind === 'save' ? ((save.save.mission as { meta?: { title?: string } }).meta?.title ?? 'your game') : undefined}
          onResume={() => save.kind === 'save' && go((flow) => flow.resumeScreen(save.save, window.localStorage))}
          onSample={(id) => go((flow) => flow.sampleScreen(id))}
          onFile={(file) => go(async (flow) => flow.fileScreen(await file.text()))}
          onLink={(link) => go((flow) => flow.linkScreen(link))}
        />
      );
    }
    case 'problem':
      return <IssueList title={screen.title} issues={screen.issues} onBack={toStart} />;
    case 'setup': {
      const { loaded, roster } = screen;
      return (
        <PartySetup
          title={loaded.mission.meta.title}
          roster={roster}
          min={loaded.mission.meta.heroes.min}
          max={Math.min(loaded.mission.meta.heroes.max, roster.length)}
          suggested={(loaded.mission.party ?? []).map((h) => h.kind)}
          onBack={toStart}
          onStart={(heroes, players) => go((flow) => flow.playOrPreview(loaded, heroes, players))}
        />
      );
    }
    case 'play':
      return (
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <PlayScreen
            key={screen.session.actions.length === 0 ? 'fresh' : 'resumed'}
            session={screen.session}
            players={screen.players}
            onLeave={toStart}
            onRestart={() => go((flow) => flow.playOrPreview(screen.loaded, [...screen.session.heroes], screen.players))}
          />
        </Suspense>
      );
    case 'preview':
      return (
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <PreviewScreen prepared={screen.prepared} reason={screen.reason} onLeave={toStart} />
        </Suspense>
      );
  }
}

export default App;
