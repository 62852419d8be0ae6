import { describe, expect, it } from 'vitest';
import type { GameView } from '../../rules/hidden/view';
import { infiltrationFixture, setExt } from './fixture';
import { infiltrationPresentation } from './presentation';

describe('infiltration presentation face: the alarm tracker (infiltration.md §4.1, §8.10)', () => {
  const alarmOf = (view: GameView) => infiltrationPresentation.trackers(view).find((t) => t.label === 'Alarm')?.value;
  const f = infiltrationFixture({ tiles: [{ rows: ['aabb'], x: 0, y: 0 }], heroes: [{ id: 'h1', kind: 'anvil', x: 0, y: 0 }], postAlarmRounds: 5 });

  it('counts the post-alarm rounds once the alarm has sounded', () => {
    setExt(f, { alarm: true, marker: 3 });
    expect(alarmOf(f.engine.view(f.state, 'heroes'))).toBe('sounded — post-alarm round 3 of 5');
  });

  it('never reads past the last post-alarm round: the marker pushed beyond it (the heroes ran out of time) shows the last round', () => {
    // Seen on Night Courier's end screen (seed 1): "post-alarm round 6 of 5".
    setExt(f, { alarm: true, marker: 6 });
    expect(alarmOf(f.engine.view(f.state, 'heroes'))).toBe('sounded — post-alarm round 5 of 5');
  });
});
