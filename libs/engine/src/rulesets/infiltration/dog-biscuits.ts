// infiltration.md §11.1 Dog Biscuits (§9.2, §9.4): "every Hound, Specimen 6XX and Warlord in the same area has
// its attack cancelled until the end of the turn" — Proposed: an instant in an enemy turn, before Kill the
// Intruders!. The heroes' window is a pending decision inside the automatic enemy turn (as Distraction's is),
// opened once Action Stations! are over (the beasts have come in) and asked again after each throw.
import { openDecision } from '../../rules/core/decisions';
import type { DecisionOption } from '../../rules/core/decision-state';
import type { Unit } from '../../game/game-state';
import { loseItem, holdsItem } from '../../rules/heroes/hero-sheet';
import type { Json } from '../../rules/state/canonical-hash';
import { isActive, unitById } from '../../rules/units/unit-status';
import { isAlert } from './awareness';
import type { Ctx } from './context';
import { areaOf, onBoard, unitsIn } from './space';
import { statsOf } from './types';
import { isCaptured } from './wounds';

export const BISCUITS_DECISION = 'dog-biscuits';
export const DOG_BISCUITS = 'dog-biscuits';
const NONE = 'none';
/** §3.7: the types Dog Biscuits calm. */
const BEASTS: ReadonlySet<string> = new Set(['hound', 'specimen-6xx', 'warlord']);
/** The unit stat that marks a fed beast until the end of the enemy turn. */
const FED = 'fed';

export const isFed = (unit: Unit): boolean => (unit.stats[FED] ?? 0) > 0;

/** The alert, unfed beasts in an area: what a throw there would stop. */
const hungry = (c: Ctx, area: number): Unit[] =>
  unitsIn(c.state, c.board, area, 'enemies').filter((u) => BEASTS.has(u.kind) && isActive(u) && !isFed(u) && isAlert(c.state, c.board, u));

const namesOf = (units: readonly Unit[]): string => units.map((u) => u.name).join(', ');

function plays(c: Ctx): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const hero of c.state.units) {
    if (hero.side !== 'heroes' || !onBoard(hero) || isCaptured(hero) || !holdsItem(c.state, hero.id, DOG_BISCUITS)) continue;
    const beasts = hungry(c, areaOf(c.board, hero));
    if (beasts.length > 0) out.push({ id: hero.id, label: `${hero.name} throws Dog Biscuits: ${namesOf(beasts)} ${beasts.length === 1 ? 'does' : 'do'} not attack`, value: hero.id });
  }
  return out;
}

/** Opens the heroes' Dog Biscuits window when a throw would stop an attack; false when the enemy turn must wait. */
export function offerBiscuits(c: Ctx, resume: Json): boolean {
  const options = plays(c);
  if (options.length === 0) return true;
  options.push({ id: NONE, label: 'Throw no Dog Biscuits', value: NONE });
  openDecision(c.tx, { side: 'heroes', kind: BISCUITS_DECISION, prompt: 'Kill the Intruders!: throw Dog Biscuits to the beasts in your area?', options, owner: 'ruleset', resume });
  return false;
}

/** The heroes' answer: the item is discarded and the area's beasts do not attack this turn. True when no more are thrown. */
export function answerBiscuits(c: Ctx, option: DecisionOption): boolean {
  if (option.value === NONE) return true;
  const hero = unitById(c.state, String(option.value));
  if (!hero || !loseItem(c.tx, hero.id, DOG_BISCUITS)) return true;
  const beasts = hungry(c, areaOf(c.board, hero));
  for (const beast of beasts) c.tx.w.set(statsOf(beast), FED, 1);
  c.tx.emit({ type: 'message', title: `${hero.name} throws Dog Biscuits`, text: `${namesOf(beasts)} will not attack this turn.` });
  return false;
}

/** §9.8: the end of the enemy turn ends the effect. */
export function endFeeding(c: Ctx): void {
  for (const unit of c.state.units) if (unit.side === 'enemies' && isFed(unit)) c.tx.w.set(statsOf(unit), FED, 0);
}
