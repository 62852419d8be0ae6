import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { newMission } from '../document/new-mission';
import { authorMessage, placeName } from './issue-wording';
import { openMission } from './open-mission';

describe('validation messages in the editor', () => {
  it("tells the author of a new empty mission what to do first, without a JSON pointer or 'item(s)'", () => {
    const first = openMission(newMission('derelict')).issues[0];
    expect(first).toBeDefined();
    if (!first) return;
    expect(authorMessage(first)).toBe('The map has no tiles yet: drag a tile from the palette onto the map.');
  });

  it('names places as the panels do', () => {
    expect(placeName('/layout/2')).toBe('Tile 3 on the map');
    expect(placeName('/triggers/0/do/1/effect')).toBe('Trigger 1 (do/1/effect)');
    expect(placeName('/meta/title')).toBe('The title');
    expect(placeName('/meta')).toBe('The mission header');
    expect(placeName('/nonsense/x')).toBe("'/nonsense/x'");
    expect(authorMessage({ stage: 'schema', path: '/features/0', message: "'/features/0' is missing the required property 'type'." })).toBe(
      "Feature 1 is missing the required property 'type'.",
    );
    expect(authorMessage({ stage: 'mission', path: '/features', message: 'The mission allows up to 4 heroes but has 1 start square(s).' })).toBe('The mission allows up to 4 heroes but has 1 start square.');
    expect(authorMessage({ stage: 'schema', path: '/decks', message: "'/decks' must list at least 2 item(s)." })).toBe('The decks must list at least 2 items.');
  });

  it('keeps trigger loops apart from problems: the mission loads, with a warning', () => {
    const sample = SAMPLE_MISSIONS['derelict-cg01-close-the-door'] as { triggers: unknown[]; counters: { id: string }[] };
    const counter = sample.counters[0]?.id ?? '';
    const looping = {
      ...sample,
      triggers: [...sample.triggers, { id: 'echo', on: { event: 'counter-changed', counter }, do: [{ effect: 'add', counter, value: 1 }] }],
    };
    const checked = openMission(looping);
    expect(checked.issues).toEqual([]);
    expect(checked.warnings.length).toBeGreaterThan(0);
    expect(openMission(sample).warnings).toEqual([]);
  });
});
