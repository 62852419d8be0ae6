// The test ruleset's rules face as one definition: the smallest complete example of `defineRuleset`
// (libs/engine/README.md walks through it). Not in the registry: it has no AI face or samples.
import { setupGame } from '../game/setup-game';
import { createEngine } from '../rules/core/engine';
import { fail, ok } from '../result';
import { defineRuleset } from '../rulesets/define-ruleset';
import { genericPresentation } from '../rules/core/presentation';
import { checkParty, type MissionCheckIssue } from '../rulesets/mission-check';
import type { LoadedMissionInput } from '../rulesets/mission-input';
import { choiceOption, readOptions, roundCountOption, type OptionsSpec } from '../rulesets/options-parser';
import type { SkirmishAction } from './skirmish-actions';
import { HERO_ROSTER, profileOf } from './skirmish-content';
import type { SkirmishExt } from './skirmish-effects';
import { createSkirmishRuleset, SKIRMISH_START_EXT } from './skirmish-ruleset';
import type { StructureName } from './turn-structures';

const STRUCTURES: readonly StructureName[] = ['hive', 'infiltration', 'derelict', 'boarding', 'horde'];

/** Its options: which rulebook's round it plays, and for how many rounds. */
export const SKIRMISH_OPTIONS = {
  structure: choiceOption(STRUCTURES, (value) => `Unknown round structure ${JSON.stringify(value)}: the skirmish knows ${STRUCTURES.join(', ')}.`),
  maxRounds: roundCountOption('The option maxRounds'),
} satisfies OptionsSpec;

const ROSTER = HERO_ROSTER.map((kind) => ({ kind, name: kind }));

/** What validation reports and setup refuses: the party against the board, and the options. */
function checkSkirmishMission(loaded: LoadedMissionInput): MissionCheckIssue[] {
  const party = loaded.mission.party ?? ROSTER.map((hero) => ({ id: hero.kind, ...hero }));
  return [...checkParty(party, ROSTER, loaded.board, '/party', 'skirmish heroes'), ...readOptions(SKIRMISH_OPTIONS, loaded.mission.options).issues];
}

export const SKIRMISH = defineRuleset<SkirmishExt, SkirmishAction>({
  id: 'skirmish',
  roster: ROSTER,
  options: SKIRMISH_OPTIONS,
  modifiers: [],
  checkMission: checkSkirmishMission,
  setup: (loaded, options) => {
    const problems = checkSkirmishMission(loaded);
    if (problems.length > 0) return fail(problems.map((problem) => problem.message));
    const { values } = readOptions(SKIRMISH_OPTIONS, loaded.mission.options);
    const heroes = (options.heroes ?? loaded.mission.party ?? ROSTER.map((hero) => ({ id: hero.kind, ...hero }))).map((hero) => ({ ...hero, health: profileOf(hero.kind).health }));
    const base = setupGame(loaded.board, { missionId: loaded.mission.id, seed: options.seed, heroes, ruleset: 'skirmish' });
    if (!base.ok) return fail(base.errors.map((error) => error.message));
    const engine = createEngine(createSkirmishRuleset({ structure: values.structure ?? 'hive', ...(values.maxRounds ? { maxRounds: values.maxRounds } : {}) }), loaded.board);
    const started = engine.start(base.value, SKIRMISH_START_EXT);
    return 'error' in started ? fail([started.error.message]) : ok({ engine, state: started.state });
  },
  // Its one objective: reach the exit. Read from the heroes' view only.
  objectives: (view) => [{ label: 'Reach the exit', done: view.status.kind === 'won' }],
  // The smallest face: generic words and figures under its own id (a ruleset's own face words its actions).
  presentation: genericPresentation('skirmish'),
  rulesVersion: 1,
});
