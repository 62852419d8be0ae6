import { memoryStorage } from '../testing/hostile-corpus';
import { clearSave, readSave, SAVE_KEY, SAVE_VERSION, writeSave } from './saved-game';

describe('saved games', () => {
  it('keep the mission, seed, party, actions, players, rules version and state hash to replay and check', () => {
    const storage = memoryStorage();
    const save = {
      mission: { id: 'm' },
      seed: 7,
      heroes: [{ id: 'h1', kind: 'k', name: 'N' }],
      actions: [{ type: 'move' }],
      savedAt: '2026-11-21T00:00:00.000Z',
      players: 2,
      rulesVersion: 1,
      hash: '0123456789abcdef',
    };
    writeSave(storage, save);
    expect(readSave(storage)).toEqual({ kind: 'save', save, title: 'your game' });
    clearSave(storage);
    expect(readSave(storage)).toEqual({ kind: 'none' });
  });

  it('explain a damaged, foreign or too-new save instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, '{oops');
    expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/damaged/) });
    storage.setItem(SAVE_KEY, JSON.stringify({ format: 'breachline-save', version: SAVE_VERSION + 1, seed: 1, heroes: [], actions: [], mission: {} }));
    expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/newer version/) });
    storage.setItem(SAVE_KEY, JSON.stringify({ format: 'breachline-save', version: 1, seed: 'x' }));
    expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/incomplete/) });
  });

  it('load a version 1 save (before players, rules versions and hashes) as a one-player game with nothing to check', () => {
    const storage = memoryStorage();
    const v1 = { format: 'breachline-save', version: 1, mission: { id: 'm' }, seed: 7, heroes: [{ id: 'h1', kind: 'k', name: 'N' }], actions: [], savedAt: 'then' };
    storage.setItem(SAVE_KEY, JSON.stringify(v1));
    const read = readSave(storage);
    expect(read).toMatchObject({ kind: 'save', save: { seed: 7, players: 1 } });
    expect(read.kind === 'save' && 'rulesVersion' in read.save).toBe(false);
    expect(read.kind === 'save' && 'hash' in read.save).toBe(false);
  });

  it('refuse a version 2 save whose players, rules version or hash are malformed', () => {
    const storage = memoryStorage();
    const base = { format: 'breachline-save', version: 2, mission: { id: 'm' }, seed: 7, heroes: [{ id: 'h1', kind: 'k', name: 'N' }], actions: [], players: 1 };
    for (const bad of [{ players: 0 }, { players: undefined }, { rulesVersion: 'one' }, { hash: 42 }]) {
      storage.setItem(SAVE_KEY, JSON.stringify({ ...base, ...bad }));
      expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/incomplete or damaged/) });
    }
  });
});
