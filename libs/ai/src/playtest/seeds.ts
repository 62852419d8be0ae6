/** Game i's seeds, spread from the run's seed (splitmix32 steps): each game differs, reruns repeat, and no
 * game's seeds depend on how many games or workers there are. */
export function gameSeeds(seed: number, index: number): { readonly game: number; readonly bot: number } {
  const mix = (x: number) => {
    let z = (x + 0x9e3779b9) | 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const game = mix(seed * 7919 + index);
  return { game, bot: mix(game) };
}
