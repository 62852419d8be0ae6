import { memoryStorage } from '../testing/hostile-corpus';
import { clearSave, readSave, SAVE_KEY, writeSave } from './saved-game';

describe('saved games', () => {
  it('keep the mission, seed, party and actions to replay', () => {
    const storage = memoryStorage();
    const save = { mission: { id: 'm' }, seed: 7, heroes: [{ id: 'h1', kind: 'k', name: 'N' }], actions: [{ type: 'move' }], savedAt: '2026-11-21T00:00:00.000Z' };
    writeSave(storage, save);
    expect(readSave(storage)).toEqual({ kind: 'save', save, title: 'your game' });
    clearSave(storage);
    expect(readSave(storage)).toEqual({ kind: 'none' });
  });

  it('explain a damaged, foreign or too-new save instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_KEY, '{oops');
    expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/damaged/) });
    storage.setItem(SAVE_KEY, JSON.stringify({ format: 'breachline-save', version: 2, seed: 1, heroes: [], actions: [], mission: {} }));
    expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/newer version/) });
    storage.setItem(SAVE_KEY, JSON.stringify({ format: 'breachline-save', version: 1, seed: 'x' }));
    expect(readSave(storage)).toMatchObject({ kind: 'unreadable', message: expect.stringMatching(/incomplete/) });
  });
});
