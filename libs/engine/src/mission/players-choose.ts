import type { Json } from '../rules/state/canonical-hash';
import type { DecisionOption } from '../rules/core/decision-state';
import { cellName } from '../rules/core/presentation';
import { cellsOf, heroesOf, unitTypeOf, type PlaceEnv } from './places';
import { enemiesNamed, type EnemyLook } from './enemy-pick';
import type { Effect, EnemyChoice, Place, Who } from './vocabulary';

// The players-choose selector (`{ "pick": "players", "from": [places] }`; in a `who` or a for-each's
// `heroes`, `{ "pick": "players", "from": [who] }`; in a for-each's `enemies`, `{ "pick": "players", "from":
// [enemy selector] }`): the runner asks the heroes' side through the
// pending-decision stack (rules/core/decisions.ts) instead of rolling for it, and resumes the trigger with
// the chosen place (or `{ "hero": id }`, `{ "enemy": id }`) where the pick was once answered.

/** A trigger paused on a choice: the effect lists still to run, innermost first, each with its actor. */
export interface PausedFrame {
  readonly actor: string | null;
  readonly effects: readonly Effect[];
}

/** What a mission decision's `resume` holds. */
export interface MissionResume {
  readonly kind?: 'place';
  readonly trigger: string;
  /** The field of the first frame's first effect that held the pick (it receives the chosen place). */
  readonly field: string;
  readonly frames: readonly PausedFrame[];
}

/** The fields that name heroes (a `Who`) rather than places. */
const WHO_FIELDS: ReadonlySet<string> = new Set(['who', 'heroes']);

/** True when the players' pick in `field` chooses a hero, not a place. */
export const picksHero = (field: string): boolean => WHO_FIELDS.has(field);

/** True when the players' pick in `field` chooses an enemy (a for-each's `enemies`, mission/enemy-pick.ts). */
export const picksEnemy = (field: string): boolean => field === 'enemies';

/** What a pick in `field` chooses, as the decision's kind. */
export const pickKind = (field: string): 'hero' | 'enemy' | 'place' => (picksHero(field) ? 'hero' : picksEnemy(field) ? 'enemy' : 'place');

const isPlayersPick = (value: unknown): value is { pick: 'players'; from: readonly Place[] } =>
  typeof value === 'object' && value !== null && (value as { pick?: unknown }).pick === 'players' && Array.isArray((value as { from?: unknown }).from);

/** The field of `effect` whose place the players pick (`at`, `in`…), or undefined. */
export function playersPickField(effect: Effect): string | undefined {
  for (const [field, value] of Object.entries(effect)) if (isPlayersPick(value)) return field;
  return undefined;
}

/** A place in words for the choice's buttons. */
export function placeLabel(place: Place): string {
  if (place === 'actor') return 'Where the actor stands';
  if ('feature' in place) return place.feature;
  if ('tile' in place) return place.zone === undefined ? place.tile : `${place.tile} ${place.zone}`;
  if ('near' in place) return `Near ${place.near}`;
  if ('unit' in place) return `Where the ${place.unit} is`;
  if ('pick' in place) return 'One of several places';
  return cellName(place);
}

/** The places of a players' pick that name cells on the board now, as decision options (ids "1", "2"…). */
export function pickOptions(env: PlaceEnv, effect: Effect, field: string): DecisionOption[] {
  const pick = (effect as unknown as Record<string, unknown>)[field];
  if (!isPlayersPick(pick)) return [];
  const look: PlaceEnv = { state: env.state, board: env.board, hooks: env.hooks, actor: env.actor };
  if (picksHero(field)) {
    const heroes = heroesOf(look, pick as unknown as Who);
    return heroes.map((hero, i) => ({ id: String(i + 1), label: hero.name, value: { hero: hero.id } }));
  }
  if (picksEnemy(field)) {
    const enemyLook: EnemyLook = { cellsOf: (place) => cellsOf(look, place), unitTypeOf: (kind) => unitTypeOf(look, kind) };
    const enemies = enemiesNamed(look.state.units, look.board.width, enemyLook, pick as unknown as EnemyChoice);
    return enemies.map((enemy, i) => ({ id: String(i + 1), label: `${enemy.name} at ${cellName(enemy)}`, value: { enemy: enemy.id } }));
  }
  const live = pick.from.filter((place) => cellsOf(look, place).length > 0);
  return live.map((place, i) => ({ id: String(i + 1), label: placeLabel(place), value: place as unknown as Json }));
}

/** The effect with the chosen place where the pick was. */
export function withChosenPlace(effect: Effect, field: string, place: Json): Effect {
  return { ...effect, [field]: place } as Effect;
}
