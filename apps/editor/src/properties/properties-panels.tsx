import { useMemo } from 'react';
import type { Edit, Editing } from './editing';
import { missionChoices } from './mission-ids';
import { ObjectivesPanel, OutcomePanel } from './objectives-panel';
import { EnemyPoolsPanel, OptionsPanel } from './pools-panel';
import { TriggersPanel } from './triggers-panel';

export interface PropertiesPanelsProps {
  readonly mission: unknown;
  readonly edit: Edit;
}

/** Objectives, victory and defeat, enemy pools, ruleset options and triggers: forms over the format's closed vocabulary. */
export function PropertiesPanels({ mission, edit }: PropertiesPanelsProps) {
  const choices = useMemo(() => missionChoices(mission), [mission]);
  const editing: Editing = { mission, choices, edit };
  return (
    <>
      <ObjectivesPanel editing={editing} />
      <OutcomePanel editing={editing} />
      <TriggersPanel editing={editing} />
      <EnemyPoolsPanel editing={editing} />
      <OptionsPanel editing={editing} />
    </>
  );
}
