import { lazy, Suspense, useEffect, useState } from 'react';
import { PartySetup } from '../play/party-setup';
import type { ReplayTimeline } from '../play/replay';
import { forgetDamagedSave, inspectSaves, setAsideSave, type StartupSave } from '../play/saved-game';
import { forgetDamagedCampaign, inspectCampaign, keepCampaign, setAsideCampaign, type SavedCampaign, type StartupCampaign } from '../play/saved-campaign';
import { CampaignPicker } from './campaign-picker';
import { CampaignScreen } from './campaign-screen';
import { downloadText } from './download-text';
import { IssueList } from './issue-list';
import type { Screen } from './screens';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { StartScreen } from './start-screen';

// The start screen is the whole first download; the engine, the AI, the validators and three.js load
// when a mission is chosen (issue 6's bundle budget).
const loadFlow = () => import('./flow');
const loadCampaignFlow = () => import('./campaign-flow');
const PlayScreen = lazy(() => import('../play/play-screen').then((m) => ({ default: m.PlayScreen })));
const PreviewScreen = lazy(() => import('./preview-screen').then((m) => ({ default: m.PreviewScreen })));
const ReplayScreen = lazy(() => import('../play/replay-screen').then((m) => ({ default: m.ReplayScreen })));

const hasSharedMission = () => /[#&]m=/.test(window.location.hash);
const hasReplay = () => /[#&]r=/.test(window.location.hash);

/** What went wrong, in a sentence, from anything thrown. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shows "Loading…", loads `load`'s module and moves to the screen `next` makes from it (or to a problem screen). */
function goWith<M>(setScreen: (screen: Screen) => void, load: () => Promise<M>, next: (flow: M) => Screen | Promise<Screen>, onFailure?: (error: unknown) => Screen): void {
  setScreen({ kind: 'loading' });
  load()
    .then(async (flow) => setScreen(await next(flow)))
    .catch((error: unknown) =>
      setScreen(onFailure?.(error) ?? { kind: 'problem', title: 'This could not be opened', issues: [{ stage: 'json', path: '', message: reasonOf(error) }] }),
    );
}

const NO_CAMPAIGN: StartupCampaign = { resume: undefined, damaged: undefined };

export function App({ initialSaves, initialCampaign = NO_CAMPAIGN }: { initialSaves: StartupSave; initialCampaign?: StartupCampaign }) {
  const [screen, setScreen] = useState<Screen>(hasSharedMission() || hasReplay() ? { kind: 'loading' } : { kind: 'start' });
  // The saves are read and checked at load (main.tsx), before any screen uses them (a damaged one is set
  // aside at once), and again whenever the start screen comes back (play autosaves).
  const [saves, setSaves] = useState<StartupSave>(initialSaves);
  // The campaign in progress (kept apart from the game save, so a damaged one loses nothing else).
  const [campaignSaves, setCampaignSaves] = useState<StartupCampaign>(initialCampaign);
  // A notable simulated game from the editor (`#r=`) opens on the replay screen; a bad link, on the start screen.
  const [replay, setReplay] = useState<{ timeline: ReplayTimeline; caption?: string }>();
  /** Moves to the screen `next` makes; whatever it throws (or a module that fails to load) lands on a problem screen, never on "Loading…" for ever. */
  const go = (next: (flow: Awaited<ReturnType<typeof loadFlow>>) => Screen | Promise<Screen>, onFailure?: (error: unknown) => Screen) => goWith(setScreen, loadFlow, next, onFailure);
  /** The same, with the campaign flow's module. */
  const goCampaign = (next: (flow: Awaited<ReturnType<typeof loadCampaignFlow>>) => Screen | Promise<Screen>) => goWith(setScreen, loadCampaignFlow, next);
  // A mission shared from the editor (a link or Playtest) opens ready to play. Playtest again into this tab
  // changes only the fragment, so a changed fragment opens its mission (or replay) too.
  useEffect(() => {
    const openFragment = () => {
      if (!hasReplay() && !hasSharedMission()) return;
      setReplay(undefined);
      if (hasSharedMission() && !hasReplay()) return go((flow) => flow.sharedScreen(window.location.hash));
      setScreen({ kind: 'loading' });
      const refuse = (message: string) => {
        window.history.replaceState(null, '', window.location.pathname);
        setScreen({ kind: 'start', notice: message });
      };
      void import('./replay-link')
        .then(({ openReplayLink }) => {
          const opened = openReplayLink(window.location.hash);
          if (opened.ok) return setReplay({ timeline: opened.timeline, caption: opened.caption });
          refuse(opened.message);
        })
        .catch((error: unknown) => refuse(`This replay link cannot be opened: ${reasonOf(error)}`));
    };
    openFragment();
    window.addEventListener('hashchange', openFragment);
    return () => window.removeEventListener('hashchange', openFragment);
  }, []);
  const toStart = () => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    setSaves(inspectSaves(window.localStorage));
    setCampaignSaves(inspectCampaign(window.localStorage));
    setScreen({ kind: 'start' });
  };
  /** Continues the stored campaign; one its rules cannot read is set aside with the reason, and nothing else is touched. */
  const continueCampaign = (saved: SavedCampaign) => {
    const setAside = (reason: string): Screen => {
      setAsideCampaign(window.localStorage, reason);
      setCampaignSaves(inspectCampaign(window.localStorage));
      return { kind: 'start' };
    };
    goWith(
      setScreen,
      loadCampaignFlow,
      async (flow) => {
        const continued = await flow.continueCampaign(saved);
        return continued.ok ? continued.screen : setAside(continued.message);
      },
      (error) => setAside(`The saved campaign could not be continued: ${reasonOf(error)}.`),
    );
  };
  /** Resumes the save; one that fails (refused or throwing) is set aside and explained. */
  const resume = (save: NonNullable<StartupSave['resume']>['save']) => {
    const setAside = (reason: string): Screen => {
      setAsideSave(window.localStorage, reason);
      setSaves(inspectSaves(window.localStorage));
      return { kind: 'start' };
    };
    go(
      (flow) => {
        const resumed = flow.resumeScreen(save);
        return resumed.ok ? resumed.screen : setAside(resumed.message);
      },
      (error) => setAside(`The saved game could not be resumed: ${reasonOf(error)}.`),
    );
  };

  return (
    <ScreenErrorBoundary backLabel="Back to the missions" onBack={() => {
        setReplay(undefined);
        toStart();
      }}>
      {renderScreen()}
    </ScreenErrorBoundary>
  );

  function renderScreen() {

  if (replay) {
    return (
      <Suspense fallback={<p className="loading">Loading the board…</p>}>
        <ReplayScreen
          timeline={replay.timeline}
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
      const { resume: saved, damaged } = saves;
      return (
        <StartScreen
          notice={screen.notice}
          resume={saved?.title}
          damaged={damaged}
          onDownloadDamaged={() => damaged && downloadText('breachline-damaged-save.json', damaged.text)}
          onForgetDamaged={() => {
            forgetDamagedSave(window.localStorage);
            setSaves(inspectSaves(window.localStorage));
          }}
          onResume={() => saved && resume(saved.save)}
          campaign={campaignSaves.resume?.title}
          damagedCampaign={campaignSaves.damaged}
          onCampaigns={() => goCampaign((flow) => flow.campaignsScreen())}
          onContinueCampaign={() => campaignSaves.resume && continueCampaign(campaignSaves.resume)}
          onDownloadDamagedCampaign={() => campaignSaves.damaged && downloadText('breachline-damaged-campaign.json', campaignSaves.damaged.text)}
          onForgetDamagedCampaign={() => {
            forgetDamagedCampaign(window.localStorage);
            setCampaignSaves(inspectCampaign(window.localStorage));
          }}
          onSample={(id) => go((flow) => flow.sampleScreen(id))}
          onFile={(file) => go(async (flow) => flow.fileScreen(await file.text()))}
          onLink={(link) => go((flow) => flow.linkScreen(link))}
        />
      );
    }
    case 'problem':
      return <IssueList title={screen.title} issues={screen.issues} onBack={toStart} />;
    case 'setup': {
      const { loaded, roster, campaign } = screen;
      return (
        <PartySetup
          title={loaded.mission.meta.title}
          roster={roster}
          min={loaded.mission.meta.heroes.min}
          max={Math.min(loaded.mission.meta.heroes.max, roster.length)}
          suggested={(loaded.mission.party ?? []).map((h) => h.kind)}
          onBack={toStart}
          onStart={(heroes, players, seed) =>
            campaign ? goCampaign((flow) => flow.firstMission(campaign, loaded, heroes, players, seed)) : go((flow) => flow.playOrPreview(loaded, heroes, players, seed))
          }
        />
      );
    }
    case 'play':
      return (
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <PlayScreen
            store={screen.store}
            onLeave={toStart}
            onRestart={() => {
              const { game, players } = screen.store.getState();
              go((flow) => flow.playOrPreview(screen.loaded, [...game.heroes], players, undefined, game.campaign));
            }}
            {...(screen.store.getState().game.campaign
              ? {
                  onCampaign: () => {
                    const { game, players } = screen.store.getState();
                    const record = screen.store.getState().record();
                    goCampaign((flow) => flow.afterMission(game, record, players));
                  },
                }
              : {})}
          />
        </Suspense>
      );
    case 'campaigns':
      return <CampaignPicker groups={screen.groups} onBack={toStart} onBegin={(ruleset, id) => goCampaign((flow) => flow.beginCampaign(ruleset, id))} />;
    case 'campaign': {
      const { campaign, titles } = screen;
      return (
        <CampaignScreen
          campaign={campaign}
          titles={titles}
          notice={screen.notice}
          onLeave={toStart}
          onMission={(id) => goCampaign((flow) => flow.campaignMission(campaign, id))}
          onChoose={(move) => {
            // The face plays the choice; a refused one keeps the record and says why.
            const chosen = campaign.face.choose(campaign.record, move);
            if (!chosen.ok) return setScreen({ kind: 'campaign', campaign, titles, notice: chosen.errors.join(' ') });
            const next = { ...campaign, record: chosen.value };
            const unsaved = keepCampaign(window.localStorage, { ruleset: next.ruleset, title: next.face.title(next.record), players: next.players, record: next.record });
            setScreen({ kind: 'campaign', campaign: next, titles, ...(unsaved ? { notice: unsaved } : {}) });
          }}
        />
      );
    }
    case 'preview':
      return (
        <Suspense fallback={<p className="loading">Loading the board…</p>}>
          <PreviewScreen prepared={screen.prepared} reason={screen.reason} onLeave={toStart} />
        </Suspense>
      );
  }
  }
}

export default App;
