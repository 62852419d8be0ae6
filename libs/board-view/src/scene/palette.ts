/** The colours of the board, in one place so the game and the editor look alike. */
export const palette = {
  background: '#0d1117',
  floor: '#3b4654',
  floorAlternate: '#465364',
  wallBlock: '#6f7d8c',
  edgeWall: '#8a9aab',
  obstacle: '#6b5a3a',
  door: '#e3a23b',
  doorOpen: '#7a5a24',
  start: '#3ecf8e',
  exit: '#4aa3ff',
  featureOther: '#c77dff',
  heroes: ['#e05d5d', '#4fb0e0', '#e0c25d', '#8ee05d', '#c77dff', '#ff9f5a'],
  enemy: '#9c2f6b',
  issue: '#ff4d4f',
  skyLight: '#dfe8ff',
  groundLight: '#1b2430',
} as const;
