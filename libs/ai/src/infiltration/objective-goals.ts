// What the heroes go for in infiltration (from their view only): Recon's documents still to see (objective
// features with no item on them), and §12.3's objective items — face-down ones to search (any may be the
// Dossier or the Detonator), Rourke's escort token, the Demolition targets still to charge while a hero holds
// a charge. An item that must be carried out (the Dossier, Rourke) sends its carrier to the exit.
import type { Board, InfiltrationState, Unit } from '@breachline/engine';

const OBJECTIVE_TOKEN = 'objective-item';
/** §12.2: objectives done when a hero escapes carrying the item. */
export const CARRIED_OUT = ['dossier', 'escort'];

interface TokenContents {
  readonly item?: string;
  readonly feature?: string;
  readonly charged?: boolean;
}
const contents = (t: { contents: unknown }): TokenContents => (typeof t.contents === 'object' && t.contents !== null ? (t.contents as TokenContents) : {});
const areaAt = (board: Board, t: { x: number; y: number }): number => board.zoneOf[t.y * board.width + t.x] ?? -1;

/** The items a hero holds, from the heroes' own (public to them) sheets. */
export function itemsHeld(state: InfiltrationState, hero: string): readonly string[] {
  const sheets = (state as unknown as { heroSheets?: Readonly<Record<string, { readonly items?: readonly string[] }>> }).heroSheets;
  return (sheets && Object.hasOwn(sheets, hero) ? sheets[hero]?.items : undefined) ?? [];
}

const anyHeroHolds = (state: InfiltrationState, item: string): boolean =>
  state.units.some((u) => u.side === 'heroes' && u.status === 'active' && itemsHeld(state, u.id).includes(item));

/** Objective features still present that no objective item stands for (Recon's documents, seen from afar). */
export function sightGoals(state: InfiltrationState, board: Board): number[] {
  const features = state.mission?.features ?? {};
  // An objective item stands on its feature's square (face down, its contents are hidden from the heroes).
  const itemCells = new Set(state.tokens.filter((t) => t.kind === OBJECTIVE_TOKEN).map((t) => t.y * board.width + t.x));
  return board.features
    .filter((f) => f.type === 'objective' && !itemCells.has(f.y * board.width + f.x) && (Object.hasOwn(features, f.id) ? features[f.id] : 'present') === 'present')
    .map((f) => areaAt(board, f))
    .filter((a) => a >= 0);
}

/** Objective tokens worth walking to: face down (unknown), the escort, or an uncharged target while this hero holds a charge. */
export function itemGoals(state: InfiltrationState, board: Board, actor: Unit | undefined): number[] {
  const charge = actor !== undefined && itemsHeld(state, actor.id).includes('demolition-charge');
  const carriedOut = CARRIED_OUT.some((item) => anyHeroHolds(state, item));
  return state.tokens
    .filter((t) => {
      if (t.kind !== OBJECTIVE_TOKEN) return false;
      const c = contents(t);
      if (!t.revealed) return !carriedOut; // the Dossier may lie there (or the Detonator)
      if (c.item === 'escort') return true;
      return c.item === 'false-objective' && charge && c.charged !== true;
    })
    .map((t) => areaAt(board, t))
    .filter((a) => a >= 0);
}

/** Whether this hero should head for the exit now: it carries an item that wins on escape. */
export const carriesOut = (state: InfiltrationState, hero: Unit): boolean => CARRIED_OUT.some((item) => itemsHeld(state, hero.id).includes(item));

/** Whether some hero on the map carries an item that wins on escape (the others have nothing left to find). */
export const someoneCarriesOut = (state: InfiltrationState): boolean => CARRIED_OUT.some((item) => anyHeroHolds(state, item));

/** Objective progress for reports: objective features gone from their place (seen, taken, destroyed). */
export function objectiveFeaturesDone(state: InfiltrationState, board: Board): number {
  const features = state.mission?.features ?? {};
  return board.features.filter((f) => f.type === 'objective' && Object.hasOwn(features, f.id) && features[f.id] !== 'present').length;
}
