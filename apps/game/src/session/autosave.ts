// Autosave to the browser: after every step the game store hands over what rebuilds the game, written as the saved-game format.
import { writeSave } from '../play/saved-game';
import type { AutosaveInput } from './game-store';

export function autosaveTo(storage: Storage): (input: AutosaveInput) => { ok: true } | { ok: false; message: string } {
  return ({ game, players, record }) =>
    writeSave(storage, {
      mission: game.loaded.mission,
      seed: game.seed,
      heroes: game.heroes,
      actions: record.actions,
      savedAt: new Date().toISOString(),
      players,
      ...(game.rulesVersion !== undefined ? { rulesVersion: game.rulesVersion } : {}),
      hash: record.hash,
      ...(game.campaign ? { campaign: game.campaign } : {}),
    });
}
