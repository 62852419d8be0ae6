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
  ghostValid: '#3ecf8e',
  selection: '#f2cc60',
  /** The keyboard's cell cursor and the path it previews: bright, unlike any floor or overlay. */
  cursor: '#fff3b0',
  path: '#ffd166',
  /** The selected unit's line of sight (a faint tint) and the rings under enemies that threaten it. */
  sightSeen: '#7fe3ff',
  sightThreat: '#ff5a36',
  gridCell: '#1f2933',
  gridSection: '#2f3d4c',
  skyLight: '#dfe8ff',
  groundLight: '#1b2430',
} as const;
