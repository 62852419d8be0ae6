// validate.mission and validate.edit: schema + semantic validation of large missions (issue 4 targets).
import { loadMission } from '@breachline/scenario-schema';
import type { BenchCase } from '../bench-case';
import { largeMission } from '../fixtures/large-mission';

export default function validateSuite(): BenchCase[] {
  // 10 × 6 = 60 tiles, each of its own kind: about 120 KiB of JSON.
  const mission = largeMission(10, 6, 60);
  const kib = Math.round(JSON.stringify(mission).length / 1024);
  assertValid(mission);

  // One small edit, as the editor makes it: a feature moved by one cell, alternating so every call sees a change.
  const features = mission['features'] as { x: number }[];
  const moved = { ...mission, features: features.map((f, i) => (i === 1 ? { ...f, x: f.x - 1 } : f)) };
  assertValid(moved);
  let flip = false;
  // A fresh deep copy per call defeats every identity cache: the cost of validating a mission seen for the first time.
  const copies = Array.from({ length: 64 }, () => structuredClone(mission));
  let next = 0;

  return [
    {
      name: 'validate.mission',
      size: `${kib} KiB, 60 tiles, schema + semantic (board memoised)`,
      run: () => loadMission(mission),
      target: { kind: 'median-ms-at-most', value: 1 },
    },
    {
      name: 'validate.edit',
      size: '60-tile mission, one feature moved',
      run: () => {
        flip = !flip;
        return loadMission(flip ? moved : mission);
      },
      target: { kind: 'median-ms-at-most', value: 1 },
    },
    {
      name: 'validate.cold',
      size: `${kib} KiB, 60 tiles, board compiled every call`,
      run: () => {
        next = (next + 1) % copies.length;
        return loadMission(copies[next]);
      },
    },
  ];
}

function assertValid(document: unknown): void {
  const result = loadMission(document);
  if (!result.ok) throw new Error(`bench mission is invalid: ${result.issues.slice(0, 5).map((i) => `${i.path} ${i.message}`).join('; ')}`);
}
