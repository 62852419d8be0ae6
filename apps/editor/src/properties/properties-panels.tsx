import type { MissionIssue } from '@breachline/scenario-schema';
import type { OpenForm } from '../document/entity-forms';
import type { EntityKeys } from '../document/entity-keys';
import { useMemo } from 'react';
import { rulesetFor } from '@breachline/engine';
import { CountersPanel } from './counters-panel';
import { listAt } from './document-paths';
import { EntitiesPanel } from './entities-panel';
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
  readonly keys: Pick<EntityKeys, 'objectives' | 'triggers' | 'features' | 'doors' | 'units'>;
  /** The unit, feature or door whose form a press on the map opened. */
  readonly form?: OpenForm | undefined;
}

const NO_ISSUES: readonly MissionIssue[] = [];

/**
 * Objectives, victory and defeat, triggers, enemy pools, decks, counters, features, doors, setup units, the
 * suggested party and ruleset options: forms over the format's closed vocabulary.
 */
export function PropertiesPanels({ mission, edit, issues = NO_ISSUES, keys, form }: PropertiesPanelsProps) {
  const openIn = (list: OpenForm['list']) => (form?.list === list ? form : undefined);
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
      <EntitiesPanel editing={editing} list="features" definition="feature" title="Features" noun="feature" keys={keys.features} opened={openIn('features')} />
      <EntitiesPanel editing={editing} list="doors" definition="door" title="Doors" noun="door" keys={keys.doors} opened={openIn('doors')} />
      <EntitiesPanel editing={editing} list="units" definition="unit" title="Setup units" noun="unit" keys={keys.units} opened={openIn('units')} />
      <EntitiesPanel editing={editing} list="party" definition="heroChoice" title="Suggested party" noun="hero" create={newPartyHero} />
      <OptionsPanel editing={editing} />
    </>
  );
}

/** The next hero of the ruleset's roster not yet in the suggested party (or its first), under an unused id. */
export function newPartyHero(mission: unknown): unknown {
  const ruleset = (mission as { ruleset?: unknown } | null)?.ruleset;
  const roster = typeof ruleset === 'string' ? (rulesetFor(ruleset)?.roster ?? []) : [];
  const party = listAt(mission, ['party']) as readonly { id?: unknown; kind?: unknown }[];
  const hero = roster.find((h) => !party.some((p) => p?.kind === h.kind)) ?? roster[0];
  const ids = new Set(party.map((p) => p?.id));
  let n = 1;
  while (ids.has(`hero-${n}`)) n++;
  return { id: `hero-${n}`, kind: hero?.kind ?? 'hero', name: hero?.name ?? 'New hero' };
}
