import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { RULESETS } from '@breachline/engine';
import { loadMission, loadMissionText, SAMPLE_MISSIONS, type LoadedMission } from '@breachline/scenario-schema';
import { lookUpByName } from './args';

/** A sample mission by id, or a mission file (relative to `cwd`). */
export async function loadMissionArg(name: string, cwd: string): Promise<{ ok: true; value: LoadedMission } | { ok: false; message: string }> {
  const sample = Object.hasOwn(SAMPLE_MISSIONS, name) ? SAMPLE_MISSIONS[name] : undefined;
  let result;
  if (sample !== undefined) result = loadMission(sample);
  else {
    let text: string;
    try {
      text = await readFile(resolve(cwd, name), 'utf8');
    } catch {
      return { ok: false, message: `${name} is neither a sample mission (${Object.keys(SAMPLE_MISSIONS).join(', ')}) nor a readable file.` };
    }
    result = loadMissionText(text);
  }
  if (!result.ok) return { ok: false, message: result.issues.map((issue) => `${name}: ${issue.path} ${issue.message}`).join('\n') };
  const ruleset = lookUpByName(RULESETS, result.value.mission.ruleset, 'playable ruleset');
  if (!ruleset.ok) return { ok: false, message: `${name}: ${ruleset.message}` };
  return { ok: true, value: result.value };
}
