import type { Grid, GridState } from './grid';
import { DistanceField } from './distance-field';
import type { StepRules } from './step-rules';

interface Entry {
  readonly field: DistanceField;
  openDoors: Uint8Array | undefined;
  occupancy: Int8Array | undefined;
}

/**
 * Distance fields kept per (target set, step rules, board version, door and occupancy state), so an
 * enemy phase runs one multi-source search for all enemies heading to the nearest hero instead of
 * one search per enemy. Fields handed out are shared: read them, never write them.
 * The state part of the key is either `stateKey` (when the caller already tracks what changed) or
 * a copy of the door and occupancy arrays the rules read, compared on each lookup.
 */
export class DistanceFieldCache {
  readonly grid: Grid;
  private readonly capacity: number;
  private readonly entries = new Map<string, Entry>();
  private version: number | undefined;
  hits = 0;
  misses = 0;

  constructor(grid: Grid, capacity = 32) {
    this.grid = grid;
    this.capacity = capacity;
    this.version = grid.version;
  }

  /** The distance field from `targets` under `rules` in `state`, computed only when not known. */
  field(targets: ArrayLike<number>, rules: StepRules, state: GridState = {}, stateKey?: string): DistanceField {
    if (this.grid.version !== this.version) {
      this.entries.clear();
      this.version = this.grid.version;
    }
    const sources = [...new Set(Array.from(targets))].sort((a, b) => a - b);
    const key = `${sources.join(',')}|${rulesKey(rules)}|${stateKey ?? ''}`;
    const readsDoors = rules.closedDoors !== 'ignore';
    const readsUnits = rules.units !== 'none';
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      const same =
        stateKey !== undefined ||
        ((!readsDoors || sameBytes(entry.openDoors, state.openDoors)) && (!readsUnits || sameBytes(entry.occupancy, state.occupancy)));
      if (same) {
        this.hits++;
        return entry.field;
      }
    }
    this.misses++;
    const reused = entry ?? this.evictAndCreate(key);
    reused.field.compute(sources, rules, state);
    reused.openDoors = stateKey === undefined && readsDoors ? state.openDoors?.slice() : undefined;
    reused.occupancy = stateKey === undefined && readsUnits ? state.occupancy?.slice() : undefined;
    return reused.field;
  }

  /** Forgets every field (e.g. after a change the keys cannot see). */
  clear(): void {
    this.entries.clear();
  }

  private evictAndCreate(key: string): Entry {
    let field: DistanceField | undefined;
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        field = this.entries.get(oldest)?.field;
        this.entries.delete(oldest);
      }
    }
    const entry: Entry = { field: field ?? new DistanceField(this.grid), openDoors: undefined, occupancy: undefined };
    this.entries.set(key, entry);
    return entry;
  }
}

function rulesKey(rules: StepRules): string {
  return `${rules.closedDoors}/${rules.units}/${rules.side ?? ''}/${rules.maxCost ?? ''}`;
}

function sameBytes(kept: ArrayLike<number> | undefined, now: ArrayLike<number> | undefined): boolean {
  if (kept === undefined || now === undefined) return kept === now || (kept?.length ?? 0) + (now?.length ?? 0) === 0;
  if (kept.length !== now.length) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i] !== now[i]) return false;
  return true;
}
