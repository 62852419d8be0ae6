// share.bomb: refusing a 90 KB share link that inflates to 64 MiB (issue 14). The decoder must stop at its
// 1 MiB cap while inflating, so refusing it costs about as much as opening a 1 MiB mission, not 64 MiB.
// The browser half (no extra heap, the page keeps working) is e2e/src/hostile-input.spec.ts; the time lives
// here because timed assertions in tests fail on a busy machine.
import { decodeSharePayload } from '@breachline/scenario-schema';
import { zlibSync } from 'fflate';
import type { BenchCase } from '../bench-case';

export default function shareSuite(): BenchCase[] {
  const bomb = zlibSync(new Uint8Array(64 * 1024 * 1024), { level: 9 });
  const payload = `1.${Buffer.from(bomb).toString('base64url')}`;
  const first = decodeSharePayload(payload);
  if (first.ok) throw new Error('share.bomb: the 64 MiB link was opened, not refused');
  return [
    {
      name: 'share.bomb',
      size: `${Math.round(payload.length / 1024)} KB link inflating to 64 MiB, refused at the 1 MiB cap`,
      run: () => decodeSharePayload(payload),
      target: { kind: 'median-ms-at-most', value: 100 },
    },
  ];
}
