import { anotherSeed, cardsOfRaid, RAID_DECKS, raidOf, withRaid, type RaidChoice } from '../document/raid-documents';

export interface RaidPanelProps {
  /** The present document (it names a raid). */
  readonly mission: unknown;
  /** Whether the raid expands into a valid mission (then it can be expanded, saved and playtested). */
  readonly valid: boolean;
  edit(change: (mission: unknown) => unknown, coalesce?: string): void;
  onExpand(): void;
  onExport(): void;
  onPlaytest(): void;
}

const titleOf = (deck: readonly RaidChoice[], id: string | undefined) => deck.find((c) => c.id === id)?.title ?? id ?? '?';

function CardSelect({ label, deck, value, disabled, onPick }: { label: string; deck: readonly RaidChoice[]; value: string | undefined; disabled: boolean; onPick(id: string): void }) {
  return (
    <label>
      {label}
      <select value={value ?? ''} disabled={disabled} onChange={(e) => onPick(e.target.value)}>
        {value !== undefined && !deck.some((c) => c.id === value) && <option value={value}>{value} (unknown)</option>}
        {deck.map((card) => (
          <option key={card.id} value={card.id} disabled={card.unsupported !== undefined} title={card.unsupported}>
            {card.title}
            {card.unsupported !== undefined ? ' (not playable yet)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The raid generator (infiltration.md §12.3): a seed draws the map, faction and objective cards, or the author picks
 * them; the map shows the mission they make. Expanding turns the raid into an authored mission to edit further.
 */
export function RaidPanel({ mission, valid, edit, onExpand, onExport, onPlaytest }: RaidPanelProps) {
  const raid = raidOf(mission) ?? {};
  const seeded = raid.seed !== undefined;
  const cards = cardsOfRaid(raid);
  const setCard = (key: 'map' | 'faction' | 'objective', id: string) => {
    const current = cards ?? { map: RAID_DECKS.maps[0]?.id ?? '', faction: RAID_DECKS.factions[0]?.id ?? '', objective: RAID_DECKS.objectives[0]?.id ?? '' };
    edit((m) => withRaid(m, { ...current, [key]: id }));
  };
  const setSeed = (seed: number) => edit((m) => withRaid(m, { seed }), 'raid.seed');
  const unplayable = RAID_DECKS.objectives.filter((o) => o.unsupported !== undefined);
  return (
    <section className="panel mission-panel raid-panel" aria-label="Raid generator">
      <h2>Raid generator</h2>
      <p className="hint">A raid map, a faction and an objective card make the mission (§12.3).</p>
      <fieldset className="raid-mode">
        <legend>Cards</legend>
        <label className="inline">
          <input type="radio" name="raid-mode" checked={seeded} onChange={() => setSeed(anotherSeed(undefined))} /> Drawn from a seed
        </label>
        <label className="inline">
          <input type="radio" name="raid-mode" checked={!seeded} onChange={() => cards && edit((m) => withRaid(m, cards))} /> Chosen
        </label>
      </fieldset>
      {seeded && (
        <div className="row">
          <label>
            Seed
            <input type="number" step={1} value={raid.seed} onChange={(e) => Number.isSafeInteger(e.target.valueAsNumber) && setSeed(e.target.valueAsNumber)} />
          </label>
          <button type="button" className="reroll" onClick={() => setSeed(anotherSeed(raid.seed))} title="Draw the cards again from a new seed">
            Re-roll
          </button>
        </div>
      )}
      <CardSelect label="Raid map" deck={RAID_DECKS.maps} value={cards?.map} disabled={seeded} onPick={(id) => setCard('map', id)} />
      <CardSelect label="Faction" deck={RAID_DECKS.factions} value={cards?.faction} disabled={seeded} onPick={(id) => setCard('faction', id)} />
      <CardSelect label="Objective" deck={RAID_DECKS.objectives} value={cards?.objective} disabled={seeded} onPick={(id) => setCard('objective', id)} />
      {cards && (
        <p className="raid-cards" aria-label="Cards drawn">
          {titleOf(RAID_DECKS.maps, cards.map)} · {titleOf(RAID_DECKS.factions, cards.faction)} · {titleOf(RAID_DECKS.objectives, cards.objective)}
        </p>
      )}
      <div className="row raid-actions">
        <button type="button" onClick={onExpand} disabled={!valid} title="Turn the raid into a fully authored mission you can edit">
          Expand to edit
        </button>
        <button type="button" onClick={onExport} disabled={!valid}>
          Save
        </button>
        <button type="button" className="primary" onClick={onPlaytest} disabled={!valid}>
          Playtest
        </button>
      </div>
      <p className="hint">The map is the raid as generated; expand it to move tiles, features and doors.</p>
      {unplayable.length > 0 && (
        <p className="hint">
          Not playable yet: {unplayable.map((o) => `${o.title} (${o.unsupported ?? ''})`).join('; ')}.
        </p>
      )}
    </section>
  );
}
