import type { GameView } from '../../rules/hidden/view';
import type { ObjectiveStatus } from '../objective-status';
import { authorObjectives } from '../mission-objectives';
import type { HordeExt } from './types';

/** horde.md §9: the author's objectives, then the waves finished, the markers standing and the score so far. */
export function hordeObjectives(view: GameView<HordeExt>): ObjectiveStatus[] {
  const ext = view.ext;
  const standing = ext.objectives.filter((o) => !o.destroyed).length;
  return [
    ...authorObjectives(view),
    { label: `Finish wave ${ext.rules.waves}`, done: ext.lastWaveFinished >= ext.rules.waves, progress: { current: ext.lastWaveFinished, total: ext.rules.waves } },
    { label: 'Objective markers standing', done: false, progress: { current: standing, total: ext.objectives.length } },
    { label: `Score ${ext.partyXp * ext.lastWaveFinished} (${ext.partyXp} XP × wave ${ext.lastWaveFinished})`, done: false },
  ];
}
