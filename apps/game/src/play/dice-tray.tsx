import type { GameEvent } from '@breachline/engine';

/** The last roll, die by die with its face, so players see what the engine rolled. */
export function DiceTray({ roll }: { roll: Extract<GameEvent, { type: 'dice-rolled' }> | undefined }) {
  if (!roll) return null;
  return (
    <section className="dice-tray" aria-label="Dice">
      <span className="dice-purpose">{roll.purpose.replace(/[-_]/g, ' ')}</span>
      <span className="dice">
        {roll.dice.map((die, i) => (
          <span key={i} className={`die${die.special ? ' special' : ''}`} title={`${die.die}: ${die.label}`}>
            {die.label}
          </span>
        ))}
      </span>
    </section>
  );
}
