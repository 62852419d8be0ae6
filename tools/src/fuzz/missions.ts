import { RULESETS, type HeroChoice } from '@breachline/engine';
import { loadMission, SAMPLE_MISSIONS, type LoadedMission } from '@breachline/scenario-schema';

/** A sample mission the fuzzer plays: its ruleset is playable and the rules start it with its default party. */
export interface FuzzMission {
  readonly loaded: LoadedMission;
  /** The party the game app starts it with (its own if every hero fits the roster, else the roster's first). */
  readonly party: readonly HeroChoice[];
}

/** The samples the fuzzer plays, and those it cannot (with the rules' reason), by id. */
export function fuzzMissions(): { readonly playable: FuzzMission[]; readonly skipped: Readonly<Record<string, string>> } {
  const playable: FuzzMission[] = [];
  const skipped: Record<string, string> = {};
  for (const [id, document] of Object.entries(SAMPLE_MISSIONS)) {
    const result = loadMission(document);
    if (!result.ok) {
      skipped[id] = `does not load: ${result.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`;
      continue;
    }
    const loaded = result.value;
    const ruleset = RULESETS[loaded.mission.ruleset];
    if (!ruleset) continue; // not a playable ruleset: outside the fuzzer's remit
    const party = defaultParty(loaded);
    const started = ruleset.setup(loaded, { seed: 1, heroes: party });
    if (started.ok) playable.push({ loaded, party });
    else skipped[id] = started.errors.join(' ');
  }
  return { playable, skipped };
}

/** As the game app's start screen: the mission's party if it fits the roster, else the roster's first heroes. */
function defaultParty(loaded: LoadedMission): HeroChoice[] {
  const roster = RULESETS[loaded.mission.ruleset]?.roster ?? [];
  const suggested = (loaded.mission.party ?? []).filter((hero) => roster.some((r) => r.kind === hero.kind));
  if (suggested.length >= loaded.mission.meta.heroes.min) return suggested;
  return roster.slice(0, Math.max(1, loaded.mission.meta.heroes.min)).map((r) => ({ id: r.kind, kind: r.kind, name: r.name }));
}
