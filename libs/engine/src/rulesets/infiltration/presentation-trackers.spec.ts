// The infiltration face's HUD and sheet lines, read at 1280×720 on Night Courier (issue 19's UI pass):
// the objective count agrees with its words (§4.1), hands sit on hero sheets (§6.10), spawn cards read by contents (§8.4).
import { describe, expect, it } from 'vitest';
import { eventsForSide } from '../../rules/core/events';
import type { PresentContext } from '../../rules/core/presentation';
import type { GameView } from '../../rules/hidden/view';
import { infiltrationFixture, setExt } from './fixture';
import { infiltrationObjectives } from './objective-tracker';
import { infiltrationPresentation } from './presentation';
import { spawnGroup } from './spawning';
import type { InfiltrationExt } from './types';

const board = () =>
  infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }], preAlarmRounds: 6, postAlarmRounds: 5 });
const trackerLine = (view: GameView) => infiltrationObjectives(view as GameView<InfiltrationExt>).at(-1);

describe('the alarm-track objective: its count and bar say what its words say (infiltration.md §4.1, §8.10)', () => {
  it('before the alarm, "6 left" shows 6/6 (not 0/6); two rounds on, 4 left shows 4/6', () => {
    const f = board();
    setExt(f, { alarm: false, marker: 1 });
    expect(trackerLine(f.engine.view(f.state, 'heroes'))).toEqual({ label: 'Quiet rounds before the alarm: 6 left', done: false, progress: { current: 6, total: 6 } });
    setExt(f, { marker: 3 });
    expect(trackerLine(f.engine.view(f.state, 'heroes'))).toMatchObject({ label: 'Quiet rounds before the alarm: 4 left', progress: { current: 4, total: 6 } });
  });

  it('a loss on a spent post-alarm track reads as run out, with an empty bar (not a full 5/5 that reads as done)', () => {
    const f = board();
    setExt(f, { alarm: true, marker: 6 });
    const view = f.engine.view(f.state, 'heroes');
    const line = trackerLine({ ...view, status: { kind: 'lost', reason: 'time' } } as GameView);
    expect(line).toEqual({ label: 'The post-alarm track ran out before the heroes escaped', done: false, progress: { current: 0, total: 5 } });
  });

  it('a win is ticked, counting the rounds the heroes had left (one round in the singular)', () => {
    const f = board();
    setExt(f, { alarm: true, marker: 5 });
    const view = f.engine.view(f.state, 'heroes');
    const line = trackerLine({ ...view, status: { kind: 'won', reason: 'escaped' } } as GameView);
    expect(line).toEqual({ label: 'Escape before the post-alarm track runs out (1 round left)', done: true, progress: { current: 1, total: 5 } });
  });
});

describe('the heroes\' hands: the cards on each hero\'s sheet, a count on the HUD (infiltration.md §6.10)', () => {
  it('lists a hero\'s cards on that hero\'s sheet and only how many on the HUD', () => {
    const f = board();
    setExt(f, { hands: [{ hero: 'h', cards: ['quick-step', 'steady-aim'] }] });
    const view = f.engine.view(f.state, 'heroes');
    expect(infiltrationPresentation.trackers(view).find((t) => t.label === 'Action cards')?.value).toBe('h 2');
    expect(infiltrationPresentation.stats(f.unit('h'), view)).toContainEqual({ label: 'Action cards', value: 'Quick Step, Steady Aim' });
  });

  it('an enemy\'s card has no hand line', () => {
    const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h', kind: 'anvil', x: 0, y: 0 }], enemies: [{ kind: 'trooper', x: 2, y: 0 }] });
    const view = f.engine.view(f.state, 'heroes');
    expect(infiltrationPresentation.stats(f.unit('trooper-1'), view).some((s) => s.label === 'Action cards')).toBe(false);
  });
});

describe('a drawn spawn card in the heroes\' log (infiltration.md §8.4 steps 1–5, §13.4)', () => {
  it('is public once drawn (its units are placed at once): the heroes\' events carry it, and the line names what it brings, not its number', () => {
    const f = board();
    setExt(f, { faction: 'garrison' });
    const { events } = f.run((c) => spawnGroup(c, 1, 1));
    const drawn = eventsForSide(events, 'heroes').find((e) => e.type === 'card-drawn' && e.deck === 'spawn');
    expect(drawn?.type === 'card-drawn' && drawn.card).not.toBeNull();
    const ctx: PresentContext = { view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id) => id, tileName: (id) => id };
    const line = drawn ? infiltrationPresentation.describeEvent?.(drawn, ctx) : undefined;
    expect(line).toMatch(/^A spawn card is drawn — level 1: [A-Z][a-z]+.*; level 2: .*; level 3: .*\.$/);
    expect(line).not.toMatch(/\d+\.$|: \d+/);
  });

  it('the source example\'s card (§8.4: level 1 = B, D) reads Trooper and Hound on the garrison faction card', () => {
    const f = board();
    setExt(f, { faction: 'garrison' });
    const ctx: PresentContext = { view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id) => id, tileName: (id) => id };
    const line = infiltrationPresentation.describeEvent?.({ type: 'card-drawn', deck: 'spawn', card: '0', secretFrom: null }, ctx);
    expect(line).toMatch(/^A spawn card is drawn — level 1: Trooper, Hound; /);
  });
});

describe('noise and wound cards in the log: by name, not by number (infiltration.md §8.2, §10.1, §13.3)', () => {
  it('a noise card and a wound card drawn read as their names', () => {
    const f = board();
    const ctx: PresentContext = { view: f.engine.view(f.state, 'heroes'), board: f.board, nameOf: (id) => id, tileName: (id) => id };
    const line = (deck: string, card: string) => infiltrationPresentation.describeEvent?.({ type: 'card-drawn', deck, card, secretFrom: null }, ctx);
    expect(line('noise-pre', '0')).toBe('A noise card is drawn: Creaking Boards.');
    expect(line('wound', '0')).toBe('A wound card is drawn: Graze.');
  });
});
