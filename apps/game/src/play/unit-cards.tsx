import type { ShownStat, Unit } from '@breachline/engine';

/** The heroes' cards: the stats their ruleset names (formatted, internal counters left out), the one acting marked, the dead struck through. */
export function UnitCards({
  units,
  actor,
  selected,
  playerOf,
  statsOf,
  onFocus,
}: {
  units: readonly Unit[];
  actor: string | null;
  /** The unit whose actions the bar shows, when another than the actor may act (command points). */
  selected?: string | undefined;
  playerOf: (unitId: string) => number;
  statsOf: (unit: Unit) => readonly ShownStat[];
  onFocus: (unit: Unit) => void;
}) {
  return (
    <ul className="unit-cards" aria-label="Squad">
      {units
        .filter((unit) => unit.side === 'heroes')
        .map((unit) => {
          const dead = unit.health <= 0;
          const classes = ['unit-card', unit.id === actor ? 'acting' : '', unit.id === selected && unit.id !== actor ? 'selected' : '', dead ? 'dead' : ''].filter(Boolean).join(' ');
          return (
            <li key={unit.id} className={classes} aria-current={unit.id === actor ? 'true' : undefined}>
              <button type="button" className="unit-name" onClick={() => onFocus(unit)} title="Show on the board">
                {unit.name}
              </button>{' '}
              <span className="unit-player">P{playerOf(unit.id)}</span>
              <span className="unit-stats">
                {statsOf(unit).map((stat, i) => (
                  <span key={i}>
                    {stat.label} {stat.value}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
    </ul>
  );
}
