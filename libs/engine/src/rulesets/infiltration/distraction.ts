// infiltration.md §13.9 Distraction's top half: an instant at the start of Action Stations! — one enemy unit in
// the playing hero's sight does not activate this enemy turn. The heroes' window is a pending decision inside
// the automatic enemy turn (as the defence choices are, defence.ts): asked again after each card played.
import { openDecision } from '../../rules/core/decisions';
import type { DecisionOption } from '../../rules/core/decision-state';
import type { Json } from '../../rules/state/canonical-hash';
import { isActive, unitById } from '../../rules/units/unit-status';
import { discardFromHand, handOf } from './action-cards';
import { isAlert } from './awareness';
import type { Ctx } from './context';
import { areaOf, onBoard, sees, sightFrom } from './space';
import { isCaptured } from './wounds';

export const DISTRACT_DECISION = 'distraction';
const DISTRACTION = 'distraction';
const NONE = 'none';

/** Each (hero holding Distraction, alert enemy in its sight) pair not yet distracted. */
function plays(c: Ctx): DecisionOption[] {
  const out: DecisionOption[] = [];
  for (const hero of c.state.units) {
    if (hero.side !== 'heroes' || !onBoard(hero) || isCaptured(hero) || !handOf(c.state, hero.id).includes(DISTRACTION)) continue;
    const sight = sightFrom(c.state, c.board, areaOf(c.board, hero), 'heroes');
    for (const enemy of c.state.units) {
      if (enemy.side !== 'enemies' || !isActive(enemy) || !onBoard(enemy) || c.state.ext.distracted.includes(enemy.id)) continue;
      if (!isAlert(c.state, c.board, enemy) || !sees(sight, areaOf(c.board, enemy))) continue;
      out.push({ id: `${hero.id}:${enemy.id}`, label: `${hero.name} plays Distraction on ${enemy.name}`, value: `${hero.id}|${enemy.id}` });
    }
  }
  return out;
}

/** Opens the heroes' Distraction window when a play is possible; false when the enemy turn must wait for it. */
export function offerDistraction(c: Ctx, resume: Json): boolean {
  const options = plays(c);
  if (options.length === 0) return true;
  options.push({ id: NONE, label: 'Play no Distraction', value: NONE });
  openDecision(c.tx, { side: 'heroes', kind: DISTRACT_DECISION, prompt: 'Action Stations! Play Distraction on an enemy in sight?', options, owner: 'ruleset', resume });
  return false;
}

/** The heroes' answer: the card is discarded and the enemy sits this turn out. True when no more are played. */
export function answerDistraction(c: Ctx, option: DecisionOption): boolean {
  if (option.value === NONE) return true;
  const [heroId = '', enemyId = ''] = String(option.value).split('|');
  const hero = unitById(c.state, heroId);
  const enemy = unitById(c.state, enemyId);
  if (!hero || !enemy) return true;
  discardFromHand(c, hero.id, DISTRACTION);
  c.tx.w.push(c.state.ext.distracted, enemy.id);
  c.tx.emit({ type: 'message', title: `${hero.name} plays Distraction`, text: `${enemy.name} does not activate this enemy turn.` });
  return false;
}

export const isDistracted = (c: Ctx, unit: { id: string }): boolean => c.state.ext.distracted.includes(unit.id);
