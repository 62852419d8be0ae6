// infiltration.md §12.3: the raid map cards. Each lists its tiles and layout, the entrance, exit and barracks
// tokens, spawn tokens (levels), doors (noise, locks), guard points, room features, the four objective
// locations and the tracker sections. Built from the castle tiles the two authored samples place.

export interface RaidSquare {
  readonly x: number;
  readonly y: number;
}
export interface RaidTile {
  readonly id: string;
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: 0 | 90 | 180 | 270;
}
export interface RaidDoor extends RaidSquare {
  readonly id: string;
  readonly side: 'north' | 'east' | 'south' | 'west';
  readonly noise: 1 | 2 | 3;
  readonly locked?: boolean;
  readonly label?: string;
}
export interface RaidSpot extends RaidSquare {
  readonly id: string;
  readonly label: string;
}
export interface RaidMapCard {
  readonly id: string;
  readonly title: string;
  /** Where the heroes come in and go out, for the briefing. */
  readonly route: string;
  readonly layout: readonly RaidTile[];
  readonly doors: readonly RaidDoor[];
  readonly starts: readonly RaidSquare[];
  readonly exit: RaidSpot;
  /** Barracks A, B, C in that order (§8.11). */
  readonly barracks: readonly RaidSpot[];
  readonly spawns: readonly (RaidSquare & { readonly id: string; readonly level: 1 | 2 | 3 })[];
  readonly guardPoints: readonly (RaidSquare & { readonly id: string })[];
  readonly roomFeatures: readonly (RaidSquare & { readonly id: string })[];
  /** Four objective locations: the objective card decides what lies there. */
  readonly objectiveSpots: readonly RaidSpot[];
  readonly tracker: { readonly preAlarm: number; readonly postAlarm: number };
}

const WING_TILES: readonly RaidTile[] = [
  { id: 'entrance-corridor', tile: 'infiltration/castle-corridor-17a', x: 0, y: 12, rotation: 90 },
  { id: 'crossroads', tile: 'infiltration/castle-corridor-26a', x: 8, y: 8, rotation: 0 },
  { id: 'great-hall', tile: 'infiltration/castle-2a-great-hall', x: 9, y: 0, rotation: 0 },
  { id: 'guard-room', tile: 'infiltration/castle-9a-guard-room', x: 18, y: 10, rotation: 0 },
  { id: 'laboratory', tile: 'infiltration/castle-5a-laboratory', x: 14, y: 14, rotation: 0 },
  { id: 'long-corridor', tile: 'infiltration/castle-corridor-23b', x: 0, y: 18, rotation: 90 },
  { id: 'directors-office', tile: 'infiltration/castle-12b-directors-office', x: 0, y: 14, rotation: 0 },
  { id: 'office', tile: 'infiltration/castle-10a-office', x: 4, y: 14, rotation: 0 },
  { id: 'prison', tile: 'infiltration/castle-8b-prison-cell', x: 16, y: 18, rotation: 0 },
];
const WING_DOORS: readonly RaidDoor[] = [
  { id: 'entrance-door', x: 7, y: 12, side: 'east', noise: 1, label: 'Corridor door' },
  { id: 'great-hall-door', x: 12, y: 7, side: 'south', noise: 3, label: 'Great hall doors (large)' },
  { id: 'guard-room-door', x: 17, y: 12, side: 'east', noise: 1 },
  { id: 'lab-door', x: 13, y: 15, side: 'east', noise: 1 },
  { id: 'guard-lab-door', x: 19, y: 13, side: 'south', noise: 2 },
  { id: 'south-door', x: 12, y: 17, side: 'south', noise: 1 },
  { id: 'director-door', x: 1, y: 17, side: 'south', noise: 1, locked: true, label: "Director's office (locked)" },
  { id: 'office-door', x: 5, y: 17, side: 'south', noise: 1 },
  { id: 'prison-door', x: 15, y: 19, side: 'east', noise: 2, locked: true, label: 'Prison (locked)' },
];
const WING_SPOTS: readonly RaidSpot[] = [
  { id: 'spot-hall', x: 10, y: 5, label: 'the great hall' },
  { id: 'spot-lab', x: 17, y: 17, label: 'the laboratory' },
  { id: 'spot-director', x: 3, y: 14, label: "the director's office" },
  { id: 'spot-prison', x: 19, y: 18, label: 'the prison' },
];
const WING_SPAWNS: RaidMapCard['spawns'] = [
  { id: 'spawn-hall-west', x: 10, y: 2, level: 1 },
  { id: 'spawn-hall-east', x: 15, y: 5, level: 2 },
  { id: 'spawn-crossroads', x: 12, y: 9, level: 1 },
  { id: 'spawn-guard-room', x: 20, y: 10, level: 2 },
  { id: 'spawn-lab', x: 21, y: 15, level: 2 },
  { id: 'spawn-prison', x: 18, y: 20, level: 3 },
];
const WING_COMMON = {
  layout: WING_TILES,
  doors: WING_DOORS,
  barracks: [
    { id: 'barracks-a', x: 21, y: 13, label: 'Barracks A' },
    { id: 'barracks-b', x: 21, y: 17, label: 'Barracks B' },
    { id: 'barracks-c', x: 18, y: 21, label: 'Barracks C' },
  ],
  guardPoints: [
    { id: 'guard-point-hall', x: 12, y: 6 },
    { id: 'guard-point-guard-room', x: 18, y: 11 },
  ],
  roomFeatures: [
    { id: 'feature-hall', x: 13, y: 3 },
    { id: 'feature-lab', x: 15, y: 14 },
  ],
  objectiveSpots: WING_SPOTS,
  tracker: { preAlarm: 7, postAlarm: 6 },
} as const;

const PASSAGE_TILES: readonly RaidTile[] = WING_TILES.filter((t) => ['entrance-corridor', 'crossroads', 'long-corridor', 'directors-office', 'office'].includes(t.id));
const PASSAGE_DOORS: readonly RaidDoor[] = WING_DOORS.filter((d) => ['entrance-door', 'south-door', 'director-door', 'office-door'].includes(d.id));
const PASSAGE_SPOTS: readonly RaidSpot[] = [
  { id: 'spot-office', x: 7, y: 14, label: 'the office' },
  { id: 'spot-director', x: 3, y: 14, label: "the director's office" },
  { id: 'spot-crossroads', x: 13, y: 10, label: 'the crossroads' },
  { id: 'spot-long-corridor', x: 11, y: 18, label: 'the long corridor' },
];
const PASSAGE_COMMON = {
  layout: PASSAGE_TILES,
  doors: PASSAGE_DOORS,
  guardPoints: [{ id: 'guard-point-office', x: 6, y: 16 }],
  roomFeatures: [],
  objectiveSpots: PASSAGE_SPOTS,
  tracker: { preAlarm: 6, postAlarm: 5 },
} as const;

/** The four raid map cards, by id. */
export const RAID_MAPS: readonly RaidMapCard[] = [
  {
    id: 'castle-wing',
    title: 'Castle Wing',
    route: 'in through the service corridor, out through the drain',
    ...WING_COMMON,
    starts: [{ x: 0, y: 12 }, { x: 1, y: 12 }, { x: 0, y: 13 }, { x: 1, y: 13 }],
    exit: { id: 'exit', x: 0, y: 19, label: 'Drain to the moat' },
    spawns: [...WING_SPAWNS, { id: 'spawn-long-corridor', x: 9, y: 19, level: 1 }],
  },
  {
    id: 'castle-wing-cellars',
    title: 'Castle Wing from the Cellars',
    route: 'up through the drain, out through the service corridor',
    ...WING_COMMON,
    starts: [{ x: 0, y: 18 }, { x: 1, y: 18 }, { x: 0, y: 19 }, { x: 1, y: 19 }],
    exit: { id: 'exit', x: 0, y: 12, label: 'Service corridor gate' },
    spawns: [...WING_SPAWNS, { id: 'spawn-entrance', x: 4, y: 12, level: 1 }],
  },
  {
    id: 'east-passage',
    title: 'East Passage',
    route: 'up through the hatch by the crossroads, out through the drain',
    ...PASSAGE_COMMON,
    starts: [{ x: 8, y: 12 }, { x: 9, y: 12 }, { x: 8, y: 13 }, { x: 9, y: 13 }],
    exit: { id: 'exit', x: 0, y: 19, label: 'Drain to the moat' },
    barracks: [
      { id: 'barracks-a', x: 12, y: 8, label: 'Barracks A (north stair)' },
      { id: 'barracks-b', x: 15, y: 19, label: 'Barracks B (cellar stair)' },
      { id: 'barracks-c', x: 0, y: 12, label: 'Barracks C (service corridor)' },
    ],
    spawns: [
      { id: 'spawn-crossroads', x: 12, y: 9, level: 1 },
      { id: 'spawn-entrance', x: 4, y: 12, level: 1 },
      { id: 'spawn-long-corridor', x: 9, y: 19, level: 1 },
      { id: 'spawn-office', x: 6, y: 16, level: 1 },
    ],
  },
  {
    id: 'east-passage-drain',
    title: 'East Passage from the Drain',
    route: 'up through the drain, out through the service corridor',
    ...PASSAGE_COMMON,
    starts: [{ x: 0, y: 18 }, { x: 1, y: 18 }, { x: 0, y: 19 }, { x: 1, y: 19 }],
    exit: { id: 'exit', x: 0, y: 12, label: 'Service corridor gate' },
    barracks: [
      { id: 'barracks-a', x: 12, y: 8, label: 'Barracks A (north stair)' },
      { id: 'barracks-b', x: 15, y: 19, label: 'Barracks B (cellar stair)' },
      { id: 'barracks-c', x: 8, y: 12, label: 'Barracks C (hatch)' },
    ],
    spawns: [
      { id: 'spawn-crossroads', x: 12, y: 9, level: 1 },
      { id: 'spawn-entrance', x: 4, y: 12, level: 1 },
      { id: 'spawn-long-corridor', x: 9, y: 19, level: 1 },
      { id: 'spawn-office', x: 6, y: 16, level: 1 },
    ],
  },
];
