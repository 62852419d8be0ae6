/**
 * The places a mission's public text asks the survivors to go, read for the bots (like `needs`):
 * a feature every survivor must stand at (an `all-heroes-in` condition in the victory or a trigger, a
 * `reach` objective: ROP18's cell, CG10's Loader) is a gathering place; a feature whose sighting or
 * entering sets a trigger off (ROP19's altars, where the Preacher shows himself) is a place to visit.
 */
export interface FeaturePlaces {
  readonly gather?: true;
  readonly visit?: true;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const featureOf = (place: unknown): string | null => (isRecord(place) && typeof place['feature'] === 'string' ? place['feature'] : null);

/** Features named by `all-heroes-in` tests in a condition (never under a `not`). */
function gatheredIn(condition: unknown, into: Set<string>): void {
  if (!isRecord(condition) || condition['test'] === 'not') return;
  if (condition['test'] === 'all-heroes-in') {
    const feature = featureOf(condition['place']);
    if (feature !== null) into.add(feature);
  }
  const inner = condition['conditions'];
  if (Array.isArray(inner)) for (const c of inner) gatheredIn(c, into);
}

/** Each feature's places role in `mission` (features with none are left out). */
export function featurePlaces(mission: { readonly victory?: unknown; readonly objectives?: readonly unknown[]; readonly triggers?: readonly unknown[] }): Map<string, FeaturePlaces> {
  const gather = new Set<string>();
  const visit = new Set<string>();
  gatheredIn(mission.victory, gather);
  for (const o of mission.objectives ?? []) if (isRecord(o) && o['kind'] === 'reach' && typeof o['feature'] === 'string') gather.add(o['feature']);
  for (const t of mission.triggers ?? []) {
    if (!isRecord(t)) continue;
    gatheredIn(t['if'], gather);
    const on = t['on'];
    if (isRecord(on) && (on['event'] === 'see' || on['event'] === 'enter')) {
      const feature = featureOf(on['place']);
      if (feature !== null) visit.add(feature);
    }
  }
  const places = new Map<string, FeaturePlaces>();
  for (const id of new Set([...gather, ...visit])) places.set(id, { ...(gather.has(id) ? { gather: true as const } : {}), ...(visit.has(id) ? { visit: true as const } : {}) });
  return places;
}
