import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadMission, loadMissionText, SAMPLE_MISSIONS, type LoadedMission } from '@breachline/scenario-schema';

/** A sample mission by id, or a mission file (relative to `cwd`). */
export async function loadMissionArg(name: string, cwd: string): Promise<{ ok: true; value: LoadedMission } | { ok: false; message: string }> {
  const sample = SAMPLE_MISSIONS[name];
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
  return { ok: true, value: result.value };
}
