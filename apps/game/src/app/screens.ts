
import type { LoadedMission, MissionIssue } from '@breachline/scenario-schema';
import type { GameStore } from '../session/game-store';
import type { PreparedGame } from './prepare-game';

/** Where the app is. Types only: the modules behind each screen load when it is first shown. */
export type Screen =
  | { kind: 'start'; notice?: string }
  | { kind: 'loading' }
  | { kind: 'problem'; title: string; issues: readonly MissionIssue[] }
  | { kind: 'setup'; loaded: LoadedMission; roster: readonly { readonly kind: string; readonly name: string }[] }
  | { kind: 'preview'; prepared: PreparedGame; reason: string }
  | { kind: 'play'; store: GameStore; loaded: LoadedMission };


