// derelict.md §6.4: sight runs straight at any distance, stopped only by walls and locked doors; §8.6: a radar
// token turns over the moment it is in a survivor's sight. §10.1: the book's map pictures are lost, so the
// samples' "maps are authored as data" — and the map alone decides how many tokens turn over at once. A board
// built from long straight corridors flips half the radar in round 1; the book's boards turn their corridors
// and keep rooms off them. So from any zone the survivors can reach in their first two moves, at most two radar
// spots may be in sight (doors as the mission sets them at the start).
import { DERELICT_SAMPLES, derelictSight } from './derelict-sight';

const MOST_SPOTS_IN_SIGHT = 2;

describe('derelict samples: few radar spots in sight near the start (derelict.md §6.4, §8.6, §10.1)', () => {
  it.each(DERELICT_SAMPLES.flatMap((id) => [3, 4, 5].map((size) => [id, size] as const)))(
    '%s with %i survivors: every zone within 2 moves of the start sees at most 2 radar spots',
    (id, size) => {
      const sight = derelictSight(id, size);
      expect(sight.within2, `${sight.worstZone} sees ${sight.within2} radar spots`).toBeLessThanOrEqual(MOST_SPOTS_IN_SIGHT);
    },
  );
});
