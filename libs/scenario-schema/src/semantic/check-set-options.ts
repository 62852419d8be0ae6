// A trigger's `set-option` effect changes a ruleset option in play: for a playable ruleset it must name an
// option the ruleset knows and give it a value its options parser reads (the same rules as `options`,
// issue 15 item 3), else the effect would do nothing or set what setup would have refused.
import { readOptions, rulesetFor, unknownOptionMessage } from '@breachline/engine';
import type { Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export function checkSetOptions(mission: Mission, issues: MissionIssue[]): void {
  const ruleset = rulesetFor(mission.ruleset);
  if (!ruleset) return;
  (mission.triggers ?? []).forEach((trigger, t) => {
    visitEffects(trigger.do, `/triggers/${t}/do`, (effect, path) => {
      const name = effect['option'];
      if (typeof name !== 'string') return;
      if (!Object.hasOwn(ruleset.options, name)) {
        issues.push({ stage: 'mission', path: `${path}/option`, message: unknownOptionMessage(ruleset.options, name, `The ${mission.ruleset} rules`) });
        return;
      }
      const raw: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      raw[name] = effect['value'];
      const problem = readOptions(ruleset.options, raw).issues[0];
      if (problem) issues.push({ stage: 'mission', path: `${path}/value`, message: problem.message });
    });
  });
}

/** Every `set-option` effect in a schema-valid trigger part (at most 64 levels deep), with its path. */
function visitEffects(value: unknown, path: string, visit: (effect: Record<string, unknown>, path: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => visitEffects(item, `${path}/${i}`, visit));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (record['effect'] === 'set-option') visit(record, path);
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (child !== null && typeof child === 'object') visitEffects(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}
