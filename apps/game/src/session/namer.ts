import type { Seat } from './transport';

type Units = Seat['view']['units'];
type Tokens = Seat['view']['tokens'];

/**
 * Names for the log from what the side sees: a unit by its name, a token by its kind's label ("Spawn point"
 * rolls for spawn, not "spawn 53"); anything else (a unit out of sight) keeps its id, tidied.
 */
export function namer(units: Units, tokens: Tokens = [], tokenLabel: (kind: string) => string | undefined = () => undefined): (id: string) => string {
  const names = new Map<string, string>(tokens.map((t) => [t.id, tokenLabel(t.kind) ?? t.kind.replace(/[-_#]/g, ' ')]));
  for (const unit of units) names.set(unit.id, unit.name);
  return (id) => names.get(id) ?? id.replace(/[-_#]/g, ' ');
}
