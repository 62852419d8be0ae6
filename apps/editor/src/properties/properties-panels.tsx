import type { MissionIssue } from '@breachline/scenario-schema';
import type { EntityKeys } from '../document/entity-keys';
import { useMemo } from 'react';
import { CountersPanel } from './counters-panel';
import { DecksPanel } from './decks-panel';
import type { Edit, Editing } from './editing';
import { missionChoices } from './mission-ids';
import { ObjectivesPanel, OutcomePanel } from './objectives-panel';
import { EnemyPoolsPanel, OptionsPanel } from './pools-panel';
import { TriggersPanel } from './triggers-panel';

export interface PropertiesPanelsProps {
  readonly mission: unknown;
  readonly edit: Edit;
  /** The present document's validation issues (shown beside the entries they concern). */
  readonly issues?: readonly MissionIssue[];
  /** The editor's stable keys of the document's entries (see entity-keys.ts): a picked trigger stays the one picked. */
  readonly keys: Pick<EntityKeys, 'objectives' | 'triggers'>;
}

const NO_ISSUES: readonly MissionIssue[] = [];

/** Objectives, victory and defeat, triggers, enemy pools, decks, counters and ruleset options: forms over the format's closed vocabulary. */
export function PropertiesPanels({ mission, edit, issues = NO_ISSUES, keys }: PropertiesPanelsProps) {
  const choices = useMemo(() => missionChoices(mission), [mission]);
  const editing: Editing = { mission, choices, edit, issues, keys };
  return (
    <>
      <ObjectivesPanel editing={editing} />
      <OutcomePanel editing={editing} />
      <TriggersPanel editing={editing} />
      <EnemyPoolsPanel editing={editing} />
      <DecksPanel editing={editing} />
      <CountersPanel editing={editing} />
      <OptionsPanel editing={editing} />
    </>
  );
}
