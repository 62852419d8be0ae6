import type { GameView } from '../../rules/hidden/view';
import type { ObjectiveStatus } from '../objective-status';
import { authorObjectives } from '../mission-objectives';
import type { DerelictExt } from './types';

/** The mission's objectives, then what is left to kill, from the survivors' view (radar tokens only as tokens). */
export function derelictObjectives(view: GameView<DerelictExt>): ObjectiveStatus[] {
  const enemies = view.units.filter((u) => u.side === 'enemies' && u.status === 'active').length;
  const radar = view.tokens.filter((t) => t.kind === 'radar').length;
  return [
    ...authorObjectives(view),
    { label: `Enemies on the map: ${enemies}, radar contacts: ${radar}`, done: view.status.kind === 'won' || (enemies === 0 && radar === 0) },
  ];
}
