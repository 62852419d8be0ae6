import { encodeSharePayload, shareFragment } from '@breachline/scenario-schema';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { presentationFor } from '@breachline/engine';
import { setupUnits } from '../document/setup-units';
import { newMission } from '../document/new-mission';
import { listOf } from '../document/mission-edits';
import { blankTile, freshTileId, fromDefinition, saveTile, type PaintedTile } from '../document/tile-paint';
import type { TileDefinition } from '@breachline/engine';
import { workArea, type Area } from '../document/placement-rules';
import { downloadMission } from '../files/download-mission';
import { readMissionFile } from '../files/read-mission-file';
import { clearDraft } from '../persistence/draft-storage';
import { currentGameBase } from '../share/game-base';
import { hasSuggestedParty, partySizes, playtestMission } from '../share/playtest-mission';
import { shareLinks, type ShareLinks } from '../share/share-links';
import { EditorStoreContext, useEditor } from './editor-context';
import { MapView, type PickedRoom } from './map-view';
import { PickedRoomPanel } from './picked-room-panel';
import { MissionPanel } from './mission-panel';
import { PropertiesPanels } from '../properties/properties-panels';
import { SimulatePanel } from '../simulate/simulate-panel';
import { Palette } from './palette';
import { TilePainter } from './tile-painter';
import { useMapEditing, type MapEditing } from './use-map-editing';
import { missionTitle } from './open-mission';
import { NoticeDialog } from './notice-dialog';
import { RecoveryBanner } from './recovery-banner';
import type { Startup } from './startup';
import { ShareDialog } from './share-dialog';
import { Toolbar } from './toolbar';
import { useAutosave } from './use-autosave';
import { useLatestCallback } from './use-latest-callback';
import { useUndoShortcuts } from './use-shortcuts';
import { ValidationPanel } from './validation-panel';
import { RaidPanel } from './raid-panel';
import { PatrolsPanel, patrolSquares } from '../properties/patrols-panel';
import { hasPatrolEntries } from '../document/patrol-entries';
import { anotherSeed, expandedRaid, newRaidMission, RAID_MENU_LABEL, raidOf } from '../document/raid-documents';

/** Playtest links open the game directly and are never pasted anywhere: they may be far longer than shared ones. */
const PLAYTEST_MAX_PAYLOAD = 2_000_000;

export function EditorShell({ recovery }: { recovery: Startup['recovery'] }) {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('EditorShell needs an EditorStoreContext provider');
  const history = useEditor((s) => s.history);
  const checked = useEditor((s) => s.checked);
  const focus = useEditor((s) => s.focus);
  const form = useEditor((s) => s.form);
  const notice = useEditor((s) => s.notice);
  const opened = useEditor((s) => s.opened);
  const { open, undo, redo, restore, focusCell, showNotice, dismissNotice } = store.getState();
  const [offer, setOffer] = useState(recovery);
  const [links, setLinks] = useState<ShareLinks>();
  const [view, setView] = useState<'top-down' | 'perspective'>('top-down');
  const bounds = (history.present as { exploration?: { bounds?: Area } } | null)?.exploration?.bounds;
  const area = workArea(checked.preview, bounds);
  const mapEditing = useMapEditing(store, history.present, checked.preview, area);
  // A raid's map is generated from its cards: it is edited once expanded (an edit would replace the generated lists).
  const raid = raidOf(history.present) !== undefined;
  const [patrolsShown, setPatrolsShown] = useState(false);
  const patrols = !raid && typeof (history.present as { ruleset?: unknown } | null)?.ruleset === 'string' && hasPatrolEntries((history.present as { ruleset: string }).ruleset);
  const patrolMarks = useMemo(() => (patrols && patrolsShown ? patrolSquares(history.present) : []), [patrols, patrolsShown, history.present]);
  const editing = raid ? readOnlyMap(mapEditing) : patrolMarks.length > 0 ? { ...mapEditing, selectedCells: [...mapEditing.selectedCells, ...patrolMarks] } : mapEditing;
  // What the mission plays as: a raid's expansion once it expands, else the document itself.
  const played = raid && checked.board ? checked.mission : history.present;
  const keys = useEditor((s) => s.keys);
  const units = useMemo(() => setupUnits(history.present, keys), [history.present, keys]);
  const ruleset = (history.present as { ruleset?: unknown } | null)?.ruleset;
  const figureOf = useMemo(() => presentationFor(typeof ruleset === 'string' ? ruleset : '').figure, [ruleset]);
  const [deaths, setDeaths] = useState<Readonly<Record<string, number>>>();
  const [partySize, setPartySize] = useState<number>();
  // Another mission: the last one's simulation results, death marks and playtest party no longer apply.
  const [room, setRoom] = useState<PickedRoom>();
  useEffect(() => {
    setDeaths(undefined);
    setPartySize(undefined);
    setRoom(undefined);
  }, [opened]);
  const sizes = partySizes(played);
  const pickedSize = partySize !== undefined && sizes.includes(partySize) ? partySize : undefined;
  const [painting, setPainting] = useState<{ initial: PaintedTile; openedAs: string | undefined }>();
  const ownTiles = listOf<TileDefinition>(history.present, 'tiles');
  const paintTile = (id: string | undefined) => {
    const existing = ownTiles.find((t) => t.id === id);
    setPainting(existing ? { initial: fromDefinition(existing), openedAs: existing.id } : { initial: blankTile(freshTileId(history.present)), openedAs: undefined });
  };

  const choosePaletteTool = useLatestCallback(editing.chooseTool);
  const paintTileLatest = useLatestCallback(paintTile);

  // Until the author answers the recovery offer, autosave must not overwrite what it offers; editing answers "discard".
  useAutosave(store, offer === undefined);
  useEffect(() => (offer ? store.subscribe((s, prev) => s.history !== prev.history && setOffer(undefined)) : undefined), [store, offer]);
  useUndoShortcuts(undo, redo);

  const openFile = useCallback(
    async (file: File) => {
      const result = await readMissionFile(file);
      if (result.ok) open(result.mission);
      else showNotice(result.notice);
    },
    [open, showNotice],
  );

  // Dropping a file anywhere on the page opens it.
  useEffect(() => {
    const over = (event: DragEvent) => event.preventDefault();
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void openFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [openFile]);

  const share = () => {
    const editorBase = `${window.location.origin}${window.location.pathname}`;
    const result = shareLinks(history.present, editorBase, currentGameBase());
    if (result.ok) setLinks(result.links);
    else showNotice({ title: 'This mission cannot be shared as a link.', lines: [result.message] });
  };

  const playtest = () => {
    const payload = encodeSharePayload(playtestMission(history.present, pickedSize, played), PLAYTEST_MAX_PAYLOAD);
    if (!payload.ok) return showNotice({ title: 'This mission cannot be playtested.', lines: [payload.message] });
    if (checked.issues.length > 0) {
      return showNotice({ title: 'Fix the problems listed before playtesting.', lines: [checked.issues.length === 1 ? 'There is 1 problem in the Validation panel.' : `There are ${checked.issues.length} problems in the Validation panel.`] });
    }
    window.open(`${currentGameBase()}${shareFragment(payload.value)}`, 'breachline-playtest');
  };

  return (
    <div className="editor">
      <Toolbar
        title={missionTitle(checked)}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        view={view}
        playtestParty={{ sizes, size: pickedSize, suggested: hasSuggestedParty(played) }}
        onPlaytestParty={setPartySize}
        onNew={(ruleset) => open(newMission(ruleset))}
        generated={[{ label: RAID_MENU_LABEL, create: () => open(newRaidMission(anotherSeed(undefined))) }]}
        onOpenFile={(file) => void openFile(file)}
        onExport={() => downloadMission(history.present)}
        onShare={share}
        onUndo={undo}
        onRedo={redo}
        onPlaytest={playtest}
        onToggleView={() => setView((v) => (v === 'top-down' ? 'perspective' : 'top-down'))}
      />
      {offer && (
        <RecoveryBanner
          offer={offer}
          onRecover={() => {
            restore(offer.history);
            setOffer(undefined);
          }}
          onDiscard={() => {
            clearDraft(window.localStorage);
            setOffer(undefined);
          }}
        />
      )}
      <aside className="palette-column">
        <Palette mission={history.present} tool={editing.tool} onChoose={choosePaletteTool} onPaintTile={paintTileLatest} />
      </aside>
      <main className="map" aria-label="Map">
        <MapView board={checked.preview} area={area} issues={checked.issues} focus={focus} view={view} editing={editing} deaths={deaths} units={units} figureOf={figureOf} pickedRoom={room?.id} onRoomPick={setRoom} />
        <p className="map-status" role="status">
          {editing.refusal ?? (editing.tool.kind === 'tile' ? `Placing ${editing.tool.ref}, turned ${editing.tool.rotation}° (R turns it)` : editing.tool.kind === 'feature' ? `Placing: ${editing.tool.type}` : editing.tool.kind === 'unit' ? `Placing unit: ${editing.tool.type}` : '')}
        </p>
      </main>
      <aside className="sidebar">
        <ValidationPanel issues={checked.issues} warnings={checked.warnings} onLocate={focusCell} />
        <SimulatePanel key={opened} mission={history.present} valid={checked.issues.length === 0} onHeat={setDeaths} />
        <PickedRoomPanel room={room} board={checked.preview} ownTiles={ownTiles.map((t) => t.id)} onPaintTile={paintTile} />
        {raid ? (
          <RaidPanel
            mission={history.present}
            valid={checked.board !== undefined}
            edit={store.getState().edit}
            onExpand={() => {
              const authored = expandedRaid(checked.board ? checked.mission : undefined);
              if (authored) store.getState().edit(() => authored);
            }}
            onExport={() => downloadMission(history.present)}
            onPlaytest={playtest}
          />
        ) : (
          <>
            <MissionPanel mission={history.present} edit={store.getState().edit} />
            {patrols && <PatrolsPanel mission={history.present} issues={checked.issues} edit={store.getState().edit} shown={patrolsShown} onShow={setPatrolsShown} onLocate={focusCell} />}
            <PropertiesPanels mission={history.present} edit={store.getState().edit} issues={checked.issues} keys={keys} form={form} />
          </>
        )}
      </aside>
      {notice && <NoticeDialog notice={notice} onDismiss={dismissNotice} />}
      {links && <ShareDialog links={links} onClose={() => setLinks(undefined)} />}
      {painting && (
        <TilePainter
          initial={painting.initial}
          openedAs={painting.openedAs}
          takenIds={ownTiles.map((t) => t.id)}
          onCancel={() => setPainting(undefined)}
          onSave={(tile) => {
            store.getState().edit((m) => saveTile(m, tile, painting.openedAs));
            setPainting(undefined);
          }}
        />
      )}
    </div>
  );
}

/** The map of a raid: drawn, but pressed squares only say how to edit it. */
function readOnlyMap(editing: MapEditing): MapEditing {
  return {
    ...editing,
    ghost: undefined,
    refusal: editing.tool.kind === 'select' ? undefined : 'A raid is generated from its cards: expand it (Raid generator panel) to edit its map.',
    onCellPress: () => undefined,
    onCellRelease: () => undefined,
  };
}
