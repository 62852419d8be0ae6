import { fail, ok, type Result } from '../../../result';

/**
 * The four derelict campaigns as data (derelict.md §10.4) and where a campaign goes next. Each step lists the
 * missions the players may choose from (one entry: no choice). Mission ids are the samples' ids
 * (libs/scenario-schema/src/samples/derelict-*.mission.json). Cross-mission consequences live in the missions
 * themselves, as "campaign"-scoped flags (party.ts carries them).
 */

export interface CampaignStep {
  readonly choices: readonly string[];
}

export interface DerelictCampaign {
  readonly id: string;
  readonly name: string;
  /** §10.4: the class the party must include. */
  readonly requiredClass: string;
  readonly steps: readonly CampaignStep[];
}

const step = (...choices: string[]): CampaignStep => ({ choices });

export const DERELICT_CAMPAIGNS: readonly DerelictCampaign[] = [
  {
    id: 'best-of-a-terrible-situation',
    name: 'Best of a Terrible Situation',
    requiredClass: 'medic',
    steps: [step('derelict-cg04-prescription-pickup'), step('derelict-cg06-bug-hunt', 'derelict-cg05-signs-of-life'), step('derelict-cg07-ever-at-our-heels')],
  },
  {
    // §10.4 Ambiguity, Proposed: both first missions lead straight into Break Stuff.
    id: 'into-the-fire',
    name: 'Into the Fire',
    requiredClass: 'engineer',
    steps: [step('derelict-cg08-bagging-a-trophy', 'derelict-cg09-left-at-the-office'), step('derelict-cg10-break-stuff'), step('derelict-cg11-gotta-catch-em-all')],
  },
  {
    id: 'fight-of-the-sentry',
    name: 'Fight of the Sentry',
    requiredClass: 'technician',
    steps: [step('derelict-co12-turning-it-off-and-on-again'), step('derelict-co13-time-for-walkies'), step('derelict-co14-spares-change'), step('derelict-co15-the-big-prize')],
  },
  {
    id: 'a-house-divided',
    name: 'A House Divided',
    requiredClass: 'medic',
    steps: [step('derelict-rop16-lone-survivor'), step('derelict-rop17-drinking-the-kool-aid'), step('derelict-rop18-its-a-trap'), step('derelict-rop19-the-head-of-the-snake')],
  },
];

export function derelictCampaign(id: string): DerelictCampaign | undefined {
  return DERELICT_CAMPAIGNS.find((c) => c.id === id);
}

/** One played mission: `wiped` when no survivor was left alive (the campaign is lost). */
export interface PlayedMission {
  readonly mission: string;
  readonly outcome: 'won' | 'lost' | 'wiped';
}

export type NextMission =
  /** Play one of `choices`; `replay` when it is the mission just failed (§10.5 Proposed: replay on failure). */
  | { readonly kind: 'mission'; readonly step: number; readonly choices: readonly string[]; readonly replay: boolean }
  | { readonly kind: 'complete' }
  | { readonly kind: 'lost' };

export interface CampaignError {
  readonly code: 'not-in-campaign' | 'after-end';
  readonly message: string;
}

/**
 * Where `campaign` goes after `history` (oldest first). A win moves to the next step; a failure with
 * survivors left replays the same mission (§10.5 Proposed), so a failed branch choice cannot be swapped;
 * a wipe ends the campaign. A history that does not fit the campaign is an error, never a throw.
 */
export function nextMission(campaign: DerelictCampaign, history: readonly PlayedMission[]): Result<NextMission, CampaignError> {
  let index = 0;
  let replaying: string | null = null;
  for (const [at, played] of history.entries()) {
    const current = campaign.steps[index];
    if (!current) return fail([{ code: 'after-end', message: `History entry ${at + 1} (${played.mission}) comes after "${campaign.name}" was already complete.` }]);
    const allowed: readonly string[] = replaying === null ? current.choices : [replaying];
    if (!allowed.includes(played.mission)) {
      return fail([{ code: 'not-in-campaign', message: `History entry ${at + 1}: "${played.mission}" is not playable at step ${index + 1} of "${campaign.name}" (expected ${allowed.join(' or ')}).` }]);
    }
    if (played.outcome === 'wiped') {
      if (at !== history.length - 1) return fail([{ code: 'after-end', message: `History entry ${at + 2} comes after the party was wiped out.` }]);
      return ok({ kind: 'lost' });
    }
    if (played.outcome === 'won') {
      index += 1;
      replaying = null;
    } else {
      replaying = played.mission;
    }
  }
  const current = campaign.steps[index];
  if (!current) return ok({ kind: 'complete' });
  return ok({ kind: 'mission', step: index, choices: replaying === null ? current.choices : [replaying], replay: replaying !== null });
}
