import type { Unit } from '@breachline/engine';

/** The heroes' cards: health and stats, the one acting marked, the dead struck through. */
export function UnitCards({ units, actor, playerOf, onFocus }: { units: readonly Unit[]; actor: string | null; playerOf: (unitId: string) => number; onFocus: (unit: Unit) => void }) {
  return (
    <ul className="unit-cards" aria-label="Squad">
      {units
        .filter((unit) => unit.side === 'heroes')
        .map((unit) => {
          const health = (unit as Unit & { health?: number }).health;
          const stats = (unit as Unit & { stats?: Record<string, number> }).stats ?? {};
          const dead = health !== undefined && health <= 0;
          return (
            <li key={unit.id} className={`unit-card${unit.id === actor ? ' acting' : ''}${dead ? ' dead' : ''}`} aria-current={unit.id === actor ? 'true' : undefined}>
              <button type="button" className="unit-name" onClick={() => onFocus(unit)} title="Show on the board">
                {unit.name}
              </button>{' '}
              <span className="unit-kind">{unit.kind}</span>
              <span className="unit-player">P{playerOf(unit.id)}</span>
              <span className="unit-stats">
                {health !== undefined && <span>♥ {health}</span>}
                {Object.entries(stats)
                  .filter(([, value]) => typeof value === 'number')
                  .slice(0, 4)
                  .map(([key, value]) => (
                    <span key={key}>
                      {key} {value}
                    </span>
                  ))}
              </span>
            </li>
          );
        })}
    </ul>
  );
}
