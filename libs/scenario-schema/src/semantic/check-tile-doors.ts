// Triggers may name a door that comes from a placed tile ("side-room.side-room-door"): the board compiler makes
// those ids, so they are checked against the compiled board rather than the mission's own doors.
import type { Board } from '@breachline/engine';
import type { Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';
import { isTileDoorId, walkTriggerReferences } from './check-references';

export function checkTileDoorReferences(mission: Mission, board: Board, issues: MissionIssue[]): void {
  const doors = new Set(board.doors.map((door) => door.id));
  walkTriggerReferences(mission, (kind, id, path) => {
    if (kind !== 'door' || !isTileDoorId(id) || doors.has(id)) return;
    const tileDoors = [...doors].filter((door) => door.startsWith(`${id.slice(0, id.indexOf('.'))}.`));
    const known = tileDoors.length > 0 ? `That tile's doors: ${tileDoors.join(', ')}.` : `No placed tile '${id.slice(0, id.indexOf('.'))}' has doors.`;
    issues.push({ stage: 'mission', path: path(), message: `There is no door '${id}' on the board. ${known}` });
  });
}
