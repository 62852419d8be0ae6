import { metaOf, setMeta } from '../document/meta-edits';

export interface MissionPanelProps {
  readonly mission: unknown;
  edit(change: (mission: unknown) => unknown, coalesce?: string): void;
}

/** The mission's title, author, briefing, difficulty and hero limits. */
export function MissionPanel({ mission, edit }: MissionPanelProps) {
  const meta = metaOf(mission);
  const heroes = (meta['heroes'] ?? {}) as { min?: unknown; max?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const number = (value: unknown) => (typeof value === 'number' ? value : '');
  const set = (field: string, value: unknown) => edit((m) => setMeta(m, field, value), `meta.${field}`);
  return (
    <section className="panel mission-panel" aria-label="Mission">
      <h2>Mission</h2>
      <label>
        Title
        <input value={text(meta['title'])} onChange={(e) => set('title', e.target.value)} />
      </label>
      <label>
        Author
        <input value={text(meta['author'])} onChange={(e) => set('author', e.target.value)} />
      </label>
      <label>
        Briefing
        <textarea rows={4} value={text(meta['briefing'])} onChange={(e) => set('briefing', e.target.value)} />
      </label>
      <label>
        Difficulty
        <select value={text(meta['difficulty'])} onChange={(e) => set('difficulty', e.target.value)}>
          <option value="easy">Easy</option>
          <option value="normal">Normal</option>
          <option value="hard">Hard</option>
        </select>
      </label>
      <div className="row">
        <label>
          Heroes from
          <input type="number" min={1} max={6} value={number(heroes.min)} onChange={(e) => set('heroes.min', e.target.valueAsNumber)} />
        </label>
        <label>
          to
          <input type="number" min={1} max={6} value={number(heroes.max)} onChange={(e) => set('heroes.max', e.target.valueAsNumber)} />
        </label>
      </div>
    </section>
  );
}
