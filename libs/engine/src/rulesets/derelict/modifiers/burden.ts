import type { Unit } from '../../../game/game-state';
import type { Burden, Ctx, DerelictMap } from '../context';
import type { DerelictState } from '../types';

// The Burden type lives in context.ts beside DerelictMap, which holds it, so the two files import in one direction.
export type { Burden };

const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** A feature's burden as the mission writes it (validated by the schema; read defensively), or undefined. */
export function burdenOf(written: unknown): Burden | undefined {
  if (typeof written !== 'object' || written === null) return undefined;
  const b = written as Record<string, unknown>;
  const maxZonesPerTurn = count(b['maxZonesPerTurn']);
  const groupLimit = count(b['groupLimit']);
  const group = typeof b['group'] === 'string' ? b['group'] : undefined;
  return {
    noDualWield: b['noDualWield'] === true,
    ...(maxZonesPerTurn === undefined ? {} : { maxZonesPerTurn }),
    ...(group === undefined ? {} : { group }),
    ...(groupLimit === undefined ? {} : { groupLimit }),
  };
}

const burdensCarried = (state: DerelictState, map: DerelictMap, unit: string): Burden[] =>
  (state.ext.sheets.find((s) => s.unit === unit)?.carrying ?? []).flatMap((id) => map.features.find((f) => f.id === id)?.burden ?? []);

/** The card of Artificial Gravity Failure in play (derelict.md §9.6). */
const gravityFails = (state: DerelictState): boolean => state.ext.event === 'artificial-gravity-failure';

/** The zones `unit` may move this turn by what it carries (Infinity when nothing it carries limits it). */
export function zonesAllowed(state: DerelictState, map: DerelictMap, unit: Unit): number {
  const caps = burdensCarried(state, map, unit.id).flatMap((b) => (b.maxZonesPerTurn === undefined ? [] : [b.maxZonesPerTurn]));
  if (caps.length === 0) return Infinity;
  return Math.min(...caps) * (gravityFails(state) ? 2 : 1);
}

/** Whether what `unit` carries lets it dual wield (derelict.md §7.6). */
export const mayDualWield = (state: DerelictState, map: DerelictMap, unit: string): boolean => !burdensCarried(state, map, unit).some((b) => b.noDualWield);

/** Whether `unit` may take `feature` on top of what it carries (its group's limit). */
export function mayCarry(state: DerelictState, map: DerelictMap, unit: string, feature: string): boolean {
  const burden = map.features.find((f) => f.id === feature)?.burden;
  if (burden?.group === undefined || burden.groupLimit === undefined) return true;
  const same = (state.ext.sheets.find((s) => s.unit === unit)?.carrying ?? []).filter((id) => map.features.find((f) => f.id === id)?.burden?.group === burden.group);
  return same.length < burden.groupLimit;
}

/** The heroes a `carry` effect may give `feature` to: those with room for it in its group. */
export const carriersFor = (c: Ctx, units: readonly Unit[], feature: string): Unit[] => units.filter((u) => mayCarry(c.tx.state, c.map, u.id, feature));
