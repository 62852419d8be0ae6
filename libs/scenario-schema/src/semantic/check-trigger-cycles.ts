// Triggers that can set each other off without end: an effect that raises the very event another trigger
// (or itself) listens to, or an "enable" of a trigger that enables it back. They are warnings, not
// errors: a condition may break the loop at play time, but an author should look at it.
import type { Effect, Mission, Trigger, TriggerEvent } from '../generated/mission-types';
import type { MissionIssue } from '../mission-issue';

/** An event an effect raises at once, with what a trigger's `on` may filter it by. */
interface Raised {
  readonly event: string;
  readonly door?: string;
  readonly state?: string;
  readonly counter?: string;
  readonly objective?: string;
  readonly level?: number;
}

const DOOR_STATE: Readonly<Record<string, string>> = { open: 'open', close: 'closed', lock: 'locked', unlock: 'closed', seal: 'sealed' };

/** The events one effect raises (the trigger vocabulary's effects that fire events), and roll outcomes' effects. */
function raisedBy(effect: Effect): Raised[] {
  const e = effect as unknown as Record<string, unknown>;
  const name = String(e['effect']);
  const text = (key: string): string | undefined => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  const door = DOOR_STATE[name];
  if (door !== undefined && Object.hasOwn(DOOR_STATE, name)) return [{ event: 'door-changed', state: door, ...opt('door', text('door')) }];
  switch (name) {
    case 'set':
    case 'add':
      return [{ event: 'counter-changed', ...opt('counter', text('counter')) }];
    case 'complete':
      return [{ event: 'objective-done', ...opt('objective', text('objective')) }];
    case 'noise':
      return [{ event: 'noise', ...(typeof e['level'] === 'number' ? { level: e['level'] } : {}) }];
    case 'alarm':
      return [{ event: 'alarm' }];
    case 'damage':
      return [{ event: 'hero-dies' }];
    default:
      return nestedEffects(effect).flatMap(raisedBy);
  }
}

/** The effects an effect runs itself: a roll's outcomes, a test's branches, a for-each's body. */
export function nestedEffects(effect: Effect): Effect[] {
  switch (effect.effect) {
    case 'roll':
      return effect.outcomes.flatMap((outcome) => outcome.do);
    case 'test':
      return [...(effect.pass ?? []), ...(effect.fail ?? [])];
    case 'for-each':
      return [...effect.do];
    default:
      return [];
  }
}

function opt<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/** Whether a trigger listening with `on` hears a raised event (a filter the effect leaves open may match). */
function hears(on: TriggerEvent, raised: Raised): boolean {
  const filter = on as unknown as Record<string, unknown>;
  if (filter['event'] !== raised.event) return false;
  const same = (key: 'door' | 'state' | 'counter' | 'objective'): boolean => filter[key] === undefined || raised[key] === undefined || filter[key] === raised[key];
  if (!same('door') || !same('state') || !same('counter') || !same('objective')) return false;
  const atLeast = filter['atLeast'];
  return !(typeof atLeast === 'number' && raised.level !== undefined && raised.level < atLeast);
}

interface Edge {
  readonly to: number;
  readonly why: string;
}

function edgesOf(trigger: Trigger, triggers: readonly Trigger[]): Edge[] {
  const edges: Edge[] = [];
  const visit = (effect: Effect): void => {
    const e = effect as unknown as Record<string, unknown>;
    if (e['effect'] === 'enable' && typeof e['trigger'] === 'string') {
      const to = triggers.findIndex((t) => t.id === e['trigger']);
      if (to >= 0) edges.push({ to, why: `enables "${e['trigger']}"` });
    }
    for (const raised of raisedBy(effect)) {
      triggers.forEach((other, to) => {
        if (hears(other.on, raised)) edges.push({ to, why: `raises "${raised.event}"` });
      });
    }
    for (const inner of nestedEffects(effect)) if ((inner as { effect?: unknown }).effect === 'enable') visit(inner);
  };
  trigger.do.forEach(visit);
  return edges;
}

/** One warning per loop of triggers (a `once` trigger cannot loop), at the first trigger of the loop. */
export function checkTriggerCycles(mission: Mission): MissionIssue[] {
  const triggers = mission.triggers ?? [];
  const edges = triggers.map((trigger) => (trigger.once ? [] : edgesOf(trigger, triggers).filter((edge) => !triggers[edge.to]?.once)));
  const warnings: MissionIssue[] = [];
  for (const component of stronglyConnected(edges)) {
    const first = Math.min(...component);
    const self = edges[first]?.find((edge) => edge.to === first);
    if (component.length === 1 && !self) continue;
    const name = (t: number): string => `"${triggers[t]?.id ?? t}"`;
    const message =
      component.length === 1
        ? `Trigger ${name(first)} can set itself off again without end: it ${self?.why ?? 'fires itself'} and listens to it. Add a condition, make it "once", or change its event.`
        : `Triggers ${component.map(name).join(', ')} can set each other off without end (${component
            .map((t) => `${name(t)} ${edges[t]?.find((edge) => component.includes(edge.to))?.why ?? ''}`)
            .join('; ')}). Add a condition, make one of them "once", or change an event.`;
    warnings.push({ stage: 'mission', path: `/triggers/${first}`, message });
  }
  return warnings;
}

/** Tarjan's strongly connected components, iteratively (at most 256 triggers, but no recursion all the same). */
function stronglyConnected(edges: readonly (readonly Edge[])[]): number[][] {
  const index = new Array<number>(edges.length).fill(-1);
  const low = new Array<number>(edges.length).fill(0);
  const onStack = new Array<boolean>(edges.length).fill(false);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  for (let root = 0; root < edges.length; root++) {
    if (index[root] !== -1) continue;
    const work: { node: number; next: number }[] = [{ node: root, next: 0 }];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = true;
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: number; next: number };
      const out = edges[frame.node] ?? [];
      if (frame.next < out.length) {
        const to = (out[frame.next++] as Edge).to;
        if (index[to] === -1) {
          index[to] = low[to] = counter++;
          stack.push(to);
          onStack[to] = true;
          work.push({ node: to, next: 0 });
        } else if (onStack[to]) low[frame.node] = Math.min(low[frame.node] ?? 0, index[to] ?? 0);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.node] = Math.min(low[parent.node] ?? 0, low[frame.node] ?? 0);
      if (low[frame.node] === index[frame.node]) {
        const component: number[] = [];
        let member: number | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack[member] = false;
          component.push(member);
        } while (member !== frame.node);
        components.push(component.sort((a, b) => a - b));
      }
    }
  }
  return components;
}
