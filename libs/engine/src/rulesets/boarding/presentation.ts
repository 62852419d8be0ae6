import { doorCost } from './numeric-rules';
import type { Unit } from '../../game/game-state';
import type { GameView } from '../../rules/hidden/view';
import {
  cellName,
  diceOdds,
  genericTarget,
  unitAt,
  type ActionFace,
  type BoardCell,
  type FigureRecipe,
  type PresentContext,
  type ShownAction,
  type ShownStat,
  type TokenFace,
} from '../../rules/core/presentation';
import { actingUnit as unitOf, definePresentation, field, plainFace, squareMoveFace, unitTargetFace } from '../define-presentation';
import { BLIP, BUG, COST, CP, ROUNDS, RULES, Weapon } from './content';
import type { BoardingExt } from './types';
import { boardingSightPreview } from './sight-preview';

/** How the boarding action looks and reads: armoured troopers, bugs and blips aboard a derelict ship (boarding.md). */

const FACINGS = ['north', 'east', 'south', 'west'] as const;
const FORWARD: readonly BoardCell[] = [{ x: 0, y: -1 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }];
const WEAPON_NAMES = ['Blaster', 'Gatling', 'Inferno cannon', 'Missile launcher'] as const;

const ext = (ctx: PresentContext) => (ctx.view as GameView<BoardingExt>).ext;
const facingOf = (unit: Unit | undefined) => ((unit?.stats['facing'] ?? 0) % 4) as 0 | 1 | 2 | 3;
const isTrooper = (unit: Unit | undefined) => unit !== undefined && unit.kind !== BUG && unit.kind !== BLIP;

/**
 * What an action costs, in the points that pay it: the active model's AP, or command points when a
 * trooper acts in another's activation (boarding.md §5.3).
 */
function price(action: ShownAction, ctx: PresentContext, ap: number): string {
  const acting = ctx.view.turn?.actor;
  return acting && acting !== action['unit'] && isTrooper(unitOf(action, ctx)) ? `${ap} CP` : `${ap} AP`;
}

/** Where a step to `to` lies from the model's facing (§5.2). */
function stepWay(unit: Unit | undefined, to: BoardCell): 'forward' | 'backward' | 'sideways' {
  if (!unit) return 'forward';
  const ahead = FORWARD[facingOf(unit)] ?? { x: 0, y: -1 };
  const dx = to.x - unit.x;
  const dy = to.y - unit.y;
  if (dx === ahead.x && dy === ahead.y) return 'forward';
  if (dx === -ahead.x && dy === -ahead.y) return 'backward';
  return 'sideways';
}

function stepCost(unit: Unit | undefined, way: 'forward' | 'backward' | 'sideways'): number {
  if (unit?.kind === BLIP) return COST.blip[way];
  return unit?.kind === BUG ? COST.bug[way] : COST.trooper[way];
}

/** §7.2/§7.3: a blaster's 2D6 needs its streak's score, a gatling's 3D6 a 5. */
function fireOdds(action: ShownAction, ctx: PresentContext): string | undefined {
  const unit = unitOf(action, ctx);
  if (!unit) return undefined;
  if (unit.stats['weapon'] === Weapon.Gatling) return diceOdds(3, RULES.gatlingKill, 'kills');
  const streak = ext(ctx).streak;
  const count = streak && streak.unit === unit.id && streak.target === action['target'] ? streak.count : 0;
  return diceOdds(2, Math.max(RULES.blasterFloor, RULES.blasterFirst - count), 'kills');
}


/** The square in front of a model: what its close assault strikes (§7.8). */
function frontCell(unit: Unit | undefined): BoardCell | undefined {
  if (!unit || unit.x < 0) return undefined;
  const ahead = FORWARD[facingOf(unit)] ?? { x: 0, y: -1 };
  return { x: unit.x + ahead.x, y: unit.y + ahead.y };
}

const ACTIONS: Readonly<Record<string, ActionFace>> = {
  move: squareMoveFace(
    (a, ctx) => {
      const unit = unitOf(a, ctx);
      const to = a['to'] as BoardCell;
      const way = stepWay(unit, to);
      return `Step ${way} to ${cellName(to)} (${price(a, ctx, stepCost(unit, way))})`;
    },
    { key: 'm' },
  ),
  turn: plainFace((a, ctx) => {
    const unit = unitOf(a, ctx);
    const turn = (Number(a['facing']) - facingOf(unit) + 4) % 4;
    const words = turn === 1 ? 'Turn right' : turn === 3 ? 'Turn left' : 'Turn about';
    const cost = unit?.kind === BUG ? (turn === 2 ? COST.bug.turn180 : COST.bug.turn90) : turn === 2 ? COST.trooper.turn180 : COST.trooper.turn90;
    return `${words} to face ${FACINGS[Number(a['facing']) % 4] ?? 'north'} (${price(a, ctx, cost)})`;
  }),
  fire: unitTargetFace((a, ctx) => `Fire at ${unitAt(ctx, field(a, 'target'))} (${price(a, ctx, COST.fire)})`, { odds: fireOdds }),
  'move-fire': unitTargetFace(
    (a, ctx) => {
      const unit = unitOf(a, ctx);
      const way = stepWay(unit, a['to'] as BoardCell);
      const cost = way === 'forward' ? COST.moveForwardFire : COST.moveBackwardFire;
      return `Step ${way} to ${cellName(a['to'] as BoardCell)} and fire at ${unitAt(ctx, field(a, 'target'))} (${price(a, ctx, cost)})`;
    },
    { odds: fireOdds },
  ),
  'fire-sustained': unitTargetFace(
    (a, ctx) => `Sustained fire at ${unitAt(ctx, field(a, 'target'))}, up to ${RULES.sustainedShots} shots (${price(a, ctx, COST.sustained)})`,
    { odds: () => diceOdds(3, RULES.gatlingKill, 'each shot kills') },
  ),
  'burst-shot': unitTargetFace((a, ctx) => `Next burst shot at ${unitAt(ctx, field(a, 'target'))}`, { odds: () => diceOdds(3, RULES.gatlingKill, 'kills') }),
  'fire-inferno': {
    target: 'cell',
    targetOf: genericTarget,
    pickLabel: (a, ctx) => `Fire the inferno cannon (${price(a, ctx, COST.inferno)})`,
    label: (a, ctx) => `Fire the inferno cannon at ${cellName(a['at'] as BoardCell)} (${price(a, ctx, COST.inferno)})`,
    odds: () => diceOdds(1, RULES.infernoBug, 'burns a bug'),
  },
  'inferno-chain': {
    target: 'cell',
    targetOf: genericTarget,
    pickLabel: () => 'Chain the inferno',
    label: (a) => `Chain the inferno to ${cellName(a['at'] as BoardCell)}`,
  },
  'fire-missile': unitTargetFace((a, ctx) => `Fire a missile at ${unitAt(ctx, field(a, 'target'))} (${price(a, ctx, COST.missile)})`, {
    odds: () => diceOdds(1, RULES.missileBug, 'each die kills'),
  }),
  'assign-surplus': unitTargetFace((a, ctx) => `The missile also kills ${unitAt(ctx, field(a, 'target'))}`),
  overwatch: plainFace((a, ctx) => `Overwatch (${price(a, ctx, COST.overwatch)})`, 'o'),
  'overwatch-shot': plainFace((a, ctx) => `Overwatch shot from ${ctx.nameOf(field(a, 'unit'))}`),
  'clear-jam': plainFace((a, ctx) => `Clear the jam (${price(a, ctx, unitOf(a, ctx)?.stats['weapon'] === Weapon.Gatling ? COST.clearGatling : COST.clearBlaster)})`),
  reload: plainFace((a, ctx) => `Reload (${price(a, ctx, unitOf(a, ctx)?.stats['weapon'] === Weapon.Missile ? COST.reloadMissile : COST.reloadHeavy)})`, 'r'),
  assault: {
    target: 'unit',
    targetOf: (a, ctx) => {
      const front = frontCell(unitOf(a, ctx));
      const there = front && ctx.view.units.find((u) => u.x === front.x && u.y === front.y);
      return there ? { kind: 'unit', unit: there.id, cell: front } : { kind: 'door', door: '', cell: front };
    },
    label: (a, ctx) => {
      const front = frontCell(unitOf(a, ctx));
      const there = front && ctx.view.units.find((u) => u.x === front.x && u.y === front.y);
      return `Close assault on ${there ? unitAt(ctx, there.id) : `the door at ${front ? cellName(front) : 'the front'}`} (${price(a, ctx, COST.assault)})`;
    },
  },
  door: {
    target: 'door',
    targetOf: (a, ctx) => {
      // A door stands on an edge: point at the square beyond it from the trooper.
      const place = ctx.board.doors.find((d) => d.id === a['door']);
      if (!place) return { kind: 'door', door: field(a, 'door'), cell: undefined };
      const unit = unitOf(a, ctx);
      const far = place.side === 'east' ? { x: place.x + 1, y: place.y } : { x: place.x, y: place.y + 1 };
      const near = { x: place.x, y: place.y };
      return { kind: 'door', door: place.id, cell: unit && unit.x === near.x && unit.y === near.y ? far : near };
    },
    label: (a, ctx) => {
      const open = ctx.view.openDoors.includes(field(a, 'door'));
      const place = ctx.board.doors.find((d) => d.id === a['door']);
      return `${open ? 'Close' : 'Open'} the door${place ? ` by ${cellName(place)}` : ''} (${price(a, ctx, doorCost(ctx.view))})`;
    },
  },
  face: plainFace((a, ctx) => `${ctx.nameOf(field(a, 'unit'))} turns to face the attacker`),
  enter: plainFace((a, ctx) => `${ctx.nameOf(field(a, 'unit'))} enters`),
  convert: plainFace((a, ctx) => `${ctx.nameOf(field(a, 'unit'))} reveals its bugs`),
  deploy: { target: 'cell', targetOf: genericTarget, label: (a) => `Place a bug at ${cellName(a['at'] as BoardCell)}` },
  'pick-up': plainFace((a, ctx) => `Pick up the objective (${price(a, ctx, COST.pickUp)})`),
};

/** What a trooper's card says: facing, weapon, ammunition, jams and overwatch; never `pair` or raw codes. */
function stats(unit: Unit): ShownStat[] {
  if (!isTrooper(unit)) return unit.kind === BUG ? [{ label: 'Facing', value: FACINGS[facingOf(unit)] }] : [];
  const weapon = (unit.stats['weapon'] ?? 0) as Weapon;
  const shown: ShownStat[] = [
    { label: 'Facing', value: FACINGS[facingOf(unit)] },
    { label: 'Weapon', value: WEAPON_NAMES[weapon] ?? 'Blaster' },
  ];
  if (ROUNDS[weapon] > 0) {
    shown.push({ label: 'Ammo', value: `${unit.stats['ammo'] ?? 0}/${ROUNDS[weapon]}` });
    const reloads = unit.stats['reloads'] ?? 0;
    shown.push({ label: 'Reloads', value: reloads < 0 ? 'unlimited' : String(reloads) });
  }
  shown.push({ label: 'AP', value: String(unit.stats['ap'] ?? 0) });
  if ((unit.stats['jammed'] ?? 0) > 0) shown.push({ label: 'Weapon', value: 'jammed' });
  if ((unit.stats['overwatch'] ?? 0) > 0) shown.push({ label: 'Overwatch', value: 'on' });
  return shown;
}

const GEAR: Readonly<Record<number, FigureRecipe['gear']>> = {
  [Weapon.Blaster]: ['rifle'],
  [Weapon.Gatling]: ['heavy-gun'],
  [Weapon.Inferno]: ['flamer'],
  [Weapon.Missile]: ['launcher'],
};

/** A trooper carries the weapon it fires; a sergeant his antenna and pennant besides. */
function trooper(unit: Unit): FigureRecipe {
  const gear = GEAR[unit.stats['weapon'] ?? 0] ?? ['rifle'];
  return { body: 'armoured', gear: unit.kind === 'sergeant' ? [...gear, 'antenna', 'pennant'] : gear, scale: 1.3, size: 1 };
}

const TOKENS: Readonly<Record<string, TokenFace>> = {
  blip: { label: 'Blip', color: '#e67e22', shape: 'hex' },
  inferno: { label: 'Inferno', color: '#ff7b00', shape: 'disc' },
  objective: { label: 'Objective', color: '#f2cc60', shape: 'square' },
};

export const boardingPresentation = definePresentation({
  id: 'boarding',
  name: 'Boarding action',
  actions: ACTIONS,
  stats,
  figures: {
    enemies: { [BLIP]: { body: 'blip', gear: [], scale: 1, size: 1 } },
    defaults: { heroes: trooper, enemies: { body: 'stalker', gear: ['blade'], scale: 1, size: 1 } },
  },
  setting: 'ship',
  describeEvent: (event) => {
    // Command points are spent and rolled afresh each turn (§5.3): said in words, not as the counter's id.
    if (event.type === 'counter-changed' && event.counter === CP) return event.value === 0 ? null : `Command points: ${event.value}.`;
    return undefined;
  },
  // boarding.md counts turns, not rounds.
  round: {
    label: 'Turn',
    value: (view) => {
      const limit = (view as GameView<BoardingExt>).ext.options.turnLimit;
      return limit > 0 ? `${view.round} of ${limit}` : String(view.round);
    },
  },
  trackers: (view) => [{ label: 'Command points', value: String(view.counters[CP] ?? 0) }],
  tokens: TOKENS,
  sightPreview: boardingSightPreview,
  markers: (view, board) => {
    const x = (view as GameView<BoardingExt>).ext;
    const at = (cell: number) => ({ x: cell % board.width, y: Math.floor(cell / board.width) });
    const shown = x.inferno.map((cell, i) => ({ id: `inferno-${i}`, kind: 'inferno', ...at(cell) }));
    if (x.objective && x.objective.cell >= 0) shown.push({ id: 'objective', kind: 'objective', ...at(x.objective.cell) });
    return shown;
  },
});
