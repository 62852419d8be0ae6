// `node --import tsx tools/src/derelict/start-check.ts`: for every derelict sample, how many radar tokens
// the survivors see (and so turn over) before their first action, and the enemies then on the board.
import { RULESETS } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS } from '@breachline/scenario-schema';

for (const id of Object.keys(SAMPLE_MISSIONS).filter((k) => k.startsWith('derelict-'))) {
  const loaded = loadMission(SAMPLE_MISSIONS[id] as never);
  if (!loaded.ok) continue;
  const spots = (loaded.value.mission.features ?? []).filter((f: { type: string }) => f.type === 'radar').length;
  const game = RULESETS['derelict']?.setup(loaded.value, { seed: 1 });
  if (!game?.ok) continue;
  const s = game.value.state;
  const left = s.tokens.filter((t) => t.kind === 'radar').length;
  const enemies = s.units.filter((u) => u.side === 'enemies' && u.x >= 0 && u.health > 0).length;
  console.log(`${id.padEnd(48)} radar spots ${spots}, turned over at setup ${spots - left}, enemies on the board ${enemies}`);
}
