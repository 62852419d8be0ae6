import { describeEvent } from './describe-event';
import { playSample } from '../testing/play-game';

// boarding.md: blips are drawn face down from the enemy's pool; the heroes learn what a blip holds only when it
// converts in their sight. The screens get nothing else: the heroes' view and eventsForSide(events, 'heroes').
describe('a boarding game as the screens see it', () => {
  const squad = [
    { id: 'sergeant', kind: 'sergeant', name: 'Sergeant' },
    { id: 'gunner', kind: 'gunner', name: 'Gunner' },
  ];
  const game = playSample('boarding-purge', squad, 3, 400);

  it('logs that blips are drawn, never what they hold', () => {
    const draws = game.steps.flatMap((s) => s.events).filter((e) => e.type === 'card-drawn' && e.deck === 'blips');
    // The game went far enough to draw blips, so the check below means something.
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws) expect(draw).toMatchObject({ card: null });
    const log = game.steps.flatMap((s) => s.events.flatMap((e) => describeEvent(e, (id) => id) ?? []));
    expect(log.filter((line) => /blips deck/.test(line)).length).toBe(draws.length);
    for (const line of log) expect(line).not.toMatch(/blips deck: /);
  });

  it('gives the board face-down blips without their contents, and no full state at all', () => {
    let faceDown = 0;
    for (const { session } of game.steps) {
      expect(Object.keys(session)).not.toContain('state');
      expect(Object.keys(session)).not.toContain('engine');
      expect(session.view.viewer).toBe('heroes');
      expect(session.view).not.toHaveProperty('rng');
      for (const token of session.view.tokens) {
        if (!token.hidden) continue;
        faceDown++;
        expect(token.contents).toBeNull();
      }
    }
    expect(faceDown).toBeGreaterThan(0);
  });
});
