import type { HeroChoice } from '../../../game/setup-game';
import { entriesOf } from '../../../rules/state/keyed';
import { START_RESOLVE, survivorClass } from '../content';
import { injuryBits, stat, survivorResolve } from '../sheet';
import type { DerelictState, HeldAccomplishment, HeldResolveCard } from '../types';

/**
 * What a derelict campaign carries from one mission to the next (derelict.md §10.5): each living survivor's
 * class, Health, Resolve, injuries and inventory, its Resolve and Accomplishment cards, and the survivors who
 * died (dead for the whole campaign, their ability set never used again). Plain data, JSON-serialisable.
 */

/** A Resolve card kept between missions; `dormant` is §10.6 step 2's card drawn above the survivor's Resolve. */
export interface CarriedResolveCard extends HeldResolveCard {
  readonly dormant?: boolean;
}

export interface PartySurvivor {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  /** The ability set in use (§10.5): the class id unless a gender variant with other abilities is chosen. */
  readonly abilitySet: string;
  readonly health: number;
  readonly maxHealth: number;
  readonly resolve: number;
  /** Injury bits as on a mission (content.ts INJURY). */
  readonly injuries: number;
  /** General spaces, then the body slot. */
  readonly items: readonly string[];
  readonly body: string | null;
  /** The head slot's helmet (derelict.md §3.2), when one is worn. */
  readonly head?: string;
  readonly resolveCards: readonly CarriedResolveCard[];
  readonly accomplishment: HeldAccomplishment | null;
}

/** A survivor dead for the rest of the campaign (§10.5). */
export interface FallenSurvivor {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly abilitySet: string;
}

export interface CampaignParty {
  readonly survivors: readonly PartySurvivor[];
  readonly fallen: readonly FallenSurvivor[];
  /** Players whose survivor died since the last Refuge and who may re-spawn (§10.6 step 1), by fallen id. */
  readonly awaitingRespawn: readonly string[];
  /** Flags the missions set with scope "campaign" (§10.4 cross-mission consequences), as [flag, value] pairs. */
  readonly flags?: readonly CampaignFlag[];
}

export type CampaignFlag = readonly [string, boolean | number | string];

/** §10.5 Proposed: Resolve and Health are capped at 10 (Health at the class maximum). */
export const MAX_RESOLVE = START_RESOLVE;

/** §10.5: what carries over from a finished mission. Stuns, jams, noise and events do not; injuries do. */
export function partyFromGame(state: DerelictState, before?: CampaignParty): CampaignParty {
  const heroes = state.units.filter((u) => u.side === 'heroes');
  const survivors: PartySurvivor[] = [];
  const fallen: FallenSurvivor[] = [...(before?.fallen ?? [])];
  const awaiting: string[] = [...(before?.awaitingRespawn ?? [])];
  for (const unit of heroes) {
    const prior = before?.survivors.find((s) => s.id === unit.id);
    const abilitySet = prior?.abilitySet ?? unit.kind;
    if (unit.status === 'dead' || unit.health <= 0) {
      if (!fallen.some((f) => f.id === unit.id)) fallen.push({ id: unit.id, name: unit.name, kind: unit.kind, abilitySet });
      if (!awaiting.includes(unit.id)) awaiting.push(unit.id);
      continue;
    }
    const sheet = state.ext.sheets.find((s) => s.unit === unit.id);
    survivors.push({
      id: unit.id,
      name: unit.name,
      kind: unit.kind,
      abilitySet,
      health: unit.health,
      maxHealth: stat(unit, 'maxHealth') || (survivorClass(unit.kind)?.health ?? 10),
      resolve: survivorResolve(state, unit.id),
      injuries: injuryBits(state, unit.id),
      items: [...(sheet?.items ?? [])],
      body: sheet?.body ?? null,
      ...(sheet?.head ? { head: sheet.head } : {}),
      // A dormant card no failed test turned up stays dormant into the next mission (T45, Proposed).
      resolveCards: (sheet?.resolveCards ?? []).map((r) => ({ card: r.card, at: r.at, up: r.up, ...(r.dormant === true && !r.up ? { dormant: true } : {}) })),
      accomplishment: sheet?.accomplishment ? { ...sheet.accomplishment } : null,
    });
  }
  const flags = new Map<string, boolean | number | string>(before?.flags ?? []);
  for (const [flag, value] of entriesOf(state.mission?.campaignFlags ?? {})) flags.set(flag, value);
  return { survivors, fallen, awaitingRespawn: awaiting, flags: [...flags] };
}

/** The party as the next mission's heroes (setupDerelictGame's `heroes`): ids, classes and carried Health. */
export function heroesForNextMission(party: CampaignParty): HeroChoice[] {
  return party.survivors.map((s) => ({ id: s.id, kind: s.kind, name: s.name, health: s.health }));
}

/** True when this class's ability set died earlier in the campaign (§10.5: nobody may use it again). */
export function abilitySetLost(party: CampaignParty, abilitySet: string): boolean {
  return party.fallen.some((f) => f.abilitySet === abilitySet);
}
