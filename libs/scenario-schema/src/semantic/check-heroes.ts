// Hero counts, start squares and the suggested party must agree: the game places heroes on start features in order.
import type { Mission } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

export function checkHeroes(mission: Mission, issues: MissionIssue[]): void {
  const { min, max, required = [] } = mission.meta.heroes;
  if (min > max) {
    issues.push({ stage: 'mission', path: '/meta/heroes', message: `The mission asks for at least ${min} heroes but at most ${max}.` });
  }
  const starts = (mission.features ?? []).filter((feature) => feature.type === 'start').length;
  if (starts === 0) {
    issues.push({ stage: 'mission', path: '/features', message: 'The mission has no start: add a feature of type "start" where the heroes begin.' });
  } else if (starts < max) {
    issues.push({
      stage: 'mission',
      path: '/features',
      message: `The mission allows up to ${max} heroes but has ${starts} start square(s); add start squares or lower the maximum.`,
    });
  }
  if (required.length > max) {
    issues.push({ stage: 'mission', path: '/meta/heroes/required', message: `The mission requires ${required.length} hero classes but allows only ${max} heroes.` });
  }
  const party = mission.party ?? [];
  if (party.length > max) {
    issues.push({ stage: 'mission', path: '/party', message: `The suggested party has ${party.length} heroes; the mission allows ${max}.` });
  }
}

/** Ranges the schema cannot compare: a min above its max. */
export function checkRanges(mission: Mission, issues: MissionIssue[]): void {
  (mission.enemyPools ?? []).forEach((pool, p) =>
    pool.byHeroes?.forEach((variant, v) => {
      if (variant.heroes.min > variant.heroes.max) {
        issues.push({ stage: 'mission', path: `/enemyPools/${p}/byHeroes/${v}/heroes`, message: `This token list is for ${variant.heroes.min} to ${variant.heroes.max} heroes: the minimum is above the maximum.` });
      }
    }),
  );
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${path}/${i}`));
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record['effect'] === 'roll' && Array.isArray(record['outcomes'])) {
      record['outcomes'].forEach((outcome: { min: number; max: number }, o: number) => {
        if (outcome.min > outcome.max) issues.push({ stage: 'mission', path: `${path}/outcomes/${o}`, message: `This roll outcome runs from ${outcome.min} to ${outcome.max}: the minimum is above the maximum.` });
      });
    }
    for (const [key, child] of Object.entries(record)) if (typeof child === 'object') visit(child, `${path}/${key}`);
  };
  (mission.triggers ?? []).forEach((trigger, t) => visit(trigger.do, `/triggers/${t}/do`));
}
