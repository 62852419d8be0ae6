// Validation messages in the editor's words: places named as the author sees them ("Tile 3 on the map"),
// not as JSON pointers ("'/layout/2'"), and the first message of an empty mission saying what to do next.
import type { MissionIssue } from '@breachline/scenario-schema';

/** What each top-level list holds, as the editor's panels call one entry. */
const ENTRY_NAMES: Readonly<Record<string, string>> = {
  tiles: 'Custom tile',
  layout: 'Tile',
  doors: 'Door',
  features: 'Feature',
  units: 'Unit',
  enemyPools: 'Enemy pool',
  decks: 'Deck',
  objectives: 'Objective',
  counters: 'Counter',
  triggers: 'Trigger',
  party: 'Hero',
};

/** What each top-level field is, as a whole. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  meta: 'The mission header',
  tiles: 'The custom tiles',
  layout: 'The map',
  doors: 'The doors',
  features: 'The features',
  units: 'The units',
  enemyPools: 'The enemy pools',
  decks: 'The decks',
  objectives: 'The objectives',
  counters: 'The counters',
  triggers: 'The triggers',
  victory: 'The victory condition',
  defeat: 'The defeat condition',
  options: 'The ruleset options',
  party: 'The suggested party',
  exploration: 'The exploration settings',
  id: "The mission's id",
  ruleset: 'The ruleset',
};

const META_NAMES: Readonly<Record<string, string>> = {
  title: 'The title',
  author: 'The author',
  briefing: 'The briefing',
  difficulty: 'The difficulty',
  heroes: 'The party size',
};

const has = (record: Readonly<Record<string, string>>, key: string | undefined): key is string => key !== undefined && Object.hasOwn(record, key);

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** A JSON pointer in words, starting with a capital: "The map", "Tile 3 on the map", "Trigger 2 (when/event)". */
export function placeName(pointer: string): string {
  if (pointer === '') return 'The mission';
  const [top, index, ...rest] = pointer.split('/').slice(1).map(unescape);
  const tail = (steps: readonly string[]) => (steps.length > 0 ? ` (${steps.join('/')})` : '');
  if (top === 'meta') return has(META_NAMES, index) ? `${META_NAMES[index]}${tail(rest)}` : `${FIELD_NAMES['meta']}${tail(index === undefined ? [] : [index, ...rest])}`;
  if (has(ENTRY_NAMES, top) && index !== undefined && /^\d+$/.test(index)) {
    const entry = `${ENTRY_NAMES[top]} ${Number(index) + 1}${top === 'layout' ? ' on the map' : ''}`;
    return `${entry}${tail(rest)}`;
  }
  if (has(FIELD_NAMES, top)) return `${FIELD_NAMES[top]}${tail(index === undefined ? [] : [index, ...rest])}`;
  return `'${pointer}'`;
}

const lowerFirst = (text: string) => (text.startsWith("'") ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** The issue's message as the editor shows it. */
export function authorMessage(issue: Pick<MissionIssue, 'path' | 'message' | 'stage'>): string {
  if (issue.stage === 'schema' && issue.path === '/layout' && /must list at least 1 item/.test(issue.message)) {
    return 'The map has no tiles yet: drag a tile from the palette onto the map.';
  }
  const quoted = `'${issue.path}'`;
  let message = issue.message;
  if (issue.path !== '' && message.includes(quoted)) {
    const place = placeName(issue.path);
    message = message.startsWith(quoted) ? place + message.slice(quoted.length) : message.split(quoted).join(lowerFirst(place));
  }
  // "2 start square(s)" → "2 start squares", "1 item(s)" → "1 item".
  return message.replace(/\b(\d+) ([a-z][a-z ]*?)\(s\)/g, (_, n: string, noun: string) => (n === '1' ? `1 ${noun}` : `${n} ${noun}s`));
}
