import type { Board, BoardMaterial, TokenFace, Unit } from '@breachline/engine';
import { useMemo } from 'react';
import type { AnimationPlan } from '../animation/plan-animation';
import { InstancedFigures, type FigureOf } from '../figures/instanced-figures';
import { ScreenLabels } from './screen-labels';
import { stackTokens, tokenCountLabels, TokenMarker, type BoardToken } from './token-marker';
import type { BoardLayout } from '../layout/board-layout';
import { FeatureMarker } from './feature-marker';
import { InstancedBoxes } from './instanced-boxes';
import { palette } from './palette';

export interface BoardModelProps {
  readonly board: Board;
  readonly layout: BoardLayout;
  readonly units: readonly Unit[];
  readonly openDoors: readonly string[];
  readonly tokens?: readonly BoardToken[];
  /** The step animating now, if any (its killed figures are drawn until they have fallen). */
  readonly running?: AnimationPlan | undefined;
  /** The heroes' ids in their starting order: each keeps its colour when others die. */
  readonly roster?: readonly string[] | undefined;
  /** How each unit is drawn (its ruleset's figure recipe); default: troopers and bugs. */
  readonly figureOf?: FigureOf | undefined;
  /** The setting's colours; default: the shared palette. */
  readonly material?: BoardMaterial | undefined;
  /** Each token kind's colour and shape. */
  readonly tokenFace?: ((kind: string) => TokenFace | undefined) | undefined;
}

// Low walls, as on a printed board with standees: figures stay visible from any angle.
const WALL_HEIGHT = 0.5;
const DOOR_HEIGHT = 0.42;
const NO_ROSTER: readonly string[] = [];

/** Everything on the board: floors, walls, doors, feature markers and figures. */
export function BoardModel({ board, layout, units, openDoors, tokens = [], running, roster, figureOf, material, tokenFace }: BoardModelProps) {
  const colors = material ?? palette;
  // Alternate tiles get a slightly different floor so tile boundaries read from above.
  const floorColors = useMemo(
    () => layout.floors.map((floor) => (floor.tile % 2 === 0 ? colors.floor : colors.floorAlternate)),
    [layout.floors, colors],
  );
  const placedTokens = useMemo(() => stackTokens(tokens), [tokens]);
  const counts = useMemo(() => tokenCountLabels(placedTokens, tokenFace), [placedTokens, tokenFace]);
  return (
    <group name="board">
      <InstancedBoxes name="floors" items={layout.floors} size={[0.96, 0.1, 0.96]} elevation={-0.05} color={colors.floor} instanceColors={floorColors} />
      <InstancedBoxes name="wall-blocks" items={layout.wallBlocks} size={[1, WALL_HEIGHT * 1.2, 1]} elevation={WALL_HEIGHT * 0.6} color={colors.wallBlock} />
      <InstancedBoxes name="obstacles" items={layout.obstacles} size={[0.7, 0.45, 0.7]} elevation={0.225} color={palette.obstacle} />
      <InstancedBoxes name="edge-walls" items={layout.edgeWalls} size={[1.04, WALL_HEIGHT, 0.1]} elevation={WALL_HEIGHT / 2} color={colors.edgeWall} />
      {layout.doors.map((door) => {
        const open = openDoors.includes(door.id);
        return (
          <mesh key={door.id} name={`door-${door.id}`} position={[door.x, open ? 0.05 : DOOR_HEIGHT / 2, door.z]} rotation={[0, door.turn, 0]}>
            <boxGeometry args={[0.86, open ? 0.1 : DOOR_HEIGHT, 0.16]} />
            <meshStandardMaterial color={open ? colors.doorOpen : colors.door} flatShading />
          </mesh>
        );
      })}
      {board.features.map((feature) => (
        <FeatureMarker key={feature.id} feature={feature} />
      ))}
      {/* Tokens waiting off the board (x = y = -1, e.g. blips at their entry) are not drawn. */}
      {placedTokens.map(({ token, stack }) => (
        <TokenMarker key={token.id} token={token} stack={stack} face={tokenFace?.(token.kind)} />
      ))}
      {counts.length > 0 && <ScreenLabels labels={counts} labelClass="token-count" zIndex={10} />}
      {/* Units off the board (x = y = -1: waiting, carried, dead) are left out by InstancedFigures. */}
      <InstancedFigures units={units} running={running} roster={roster ?? NO_ROSTER} figureOf={figureOf} />
    </group>
  );
}
