// noise.zones: noise spreading through a 400-zone graph (derelict.md §6.7), and zone distances on it.
import { NOISE_STEPS, NoiseMap, ZoneDistances, openGrid, zoneGraph, type Noise } from '@breachline/engine';
import type { BenchCase } from '../bench-case';

export default function noiseSuite(): BenchCase[] {
  // A 20 × 20 lattice of zones, each bordering its four neighbours: 400 zones, 760 borders.
  const graph = zoneGraph(openGrid(20));
  const map = new NoiseMap(graph);
  const distances = new ZoneDistances(graph);
  const oneNoise: Noise[] = [{ zone: 210, level: 5 }];
  const threeNoises: Noise[] = [
    { zone: 21, level: 3 },
    { zone: 210, level: 5 },
    { zone: 378, level: 4 },
  ];
  return [
    {
      name: 'noise.zones',
      size: '400 zones, 1 noise of level 5',
      run: () => map.propagate(oneNoise),
      target: { kind: 'median-ms-at-most', value: 0.01 },
    },
    {
      name: 'noise.zones',
      size: '400 zones, 3 noises (levels 3, 5, 4)',
      run: () => map.propagate(threeNoises),
      target: { kind: 'median-ms-at-most', value: 0.01 },
    },
    {
      name: 'noise.zones',
      size: '400 zones, full noise-distance field',
      run: () => distances.compute([210], NOISE_STEPS),
    },
  ];
}
