import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createEditorStore } from '../document/editor-store';
import { startHistory } from '../document/history';
import { ConnectedPanels, present, steps } from '../testing/connected-panels';
import { getIn, removeAt } from './document-paths';
import { entityTitle } from './entities-panel';
import { entityFields } from './entity-fields';
import { newPartyHero } from './properties-panels';

// The derelict sample: two mission doors with state, health and labels; named features; a suggested party.
const sample = SAMPLE_MISSIONS['derelict-cg01-close-the-door'];

describe('entity forms from the mission schema', () => {
  it('give each entity every property the format allows, in its order, with the right input', () => {
    const door = entityFields('door');
    expect(door.map((f) => f.name)).toEqual(['id', 'x', 'y', 'side', 'state', 'noise', 'health', 'attackableBy', 'exit', 'label']);
    expect(door.find((f) => f.name === 'state')?.type).toEqual({ kind: 'enum', values: ['open', 'closed', 'locked'] });
    expect(door.find((f) => f.name === 'health')?.type).toEqual({ kind: 'integer', min: 1, max: 99 });
    expect(door.find((f) => f.name === 'side')).toMatchObject({ required: true, type: { kind: 'enum', values: ['north', 'east', 'south', 'west'] } });
    const feature = entityFields('feature');
    // A feature's pool names one of the mission's enemy pools; its id is its own name.
    expect(feature.find((f) => f.name === 'pool')?.type).toEqual({ kind: 'reference', of: 'pool' });
    expect(feature.find((f) => f.name === 'id')?.type).toEqual({ kind: 'identifier' });
    expect(feature.find((f) => f.name === 'health')?.hint).toMatch(/attacked and destroyed/);
    expect(entityFields('unit').find((f) => f.name === 'type')?.type).toEqual({ kind: 'unit' });
    expect(entityFields('heroChoice').map((f) => f.name)).toEqual(['id', 'kind', 'name']);
    expect(entityFields('heroChoice').find((f) => f.name === 'kind')?.type).toEqual({ kind: 'heroClass' });
  });

  it('title an entry by its id, what it is and where', () => {
    expect(entityTitle({ id: 'cell-door-a', label: 'Primus cell door A', x: 2, y: 7 }, 0, 'door')).toBe('cell-door-a · Primus cell door A at 2,7');
    expect(entityTitle({ type: 'start', x: 1, y: 4 }, 2, 'feature')).toBe('feature 3 (no id) · start at 1,4');
    expect(entityTitle(null, 0, 'hero')).toBe('hero 1 (no id)');
  });
});

describe('Features, Doors, Setup units and Suggested party panels', () => {
  it("edit a door picked by its id: state, health and label, each one undo step; the pick follows the door when another goes", () => {
    const store = createEditorStore(startHistory(sample));
    render(<ConnectedPanels store={store} />);
    const panel = screen.getByRole('region', { name: 'Doors' });
    fireEvent.click(within(panel).getByRole('button', { name: 'cell-door-b · Primus cell door B at 7,7' }));
    const form = within(panel).getByRole('group', { name: 'Door 2' });
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'locked' } });
    fireEvent.change(within(form).getByLabelText('Health'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Label'), { target: { value: 'Inner door' } });
    expect(getIn(present(store), ['doors', 1])).toMatchObject({ id: 'cell-door-b', state: 'locked', health: 5, label: 'Inner door' });
    expect(getIn(present(store), ['doors', 0])).toMatchObject({ state: 'open', health: 3 });
    expect(steps(store)).toBe(3);

    // The other door is removed: the form still shows cell-door-b, now first in the list.
    act(() => store.getState().edit((m) => removeAt(m, ['doors'], 0)));
    expect(within(panel).getByRole('group', { name: 'Door 1' })).toBeTruthy();
    expect(within(panel).getByLabelText('Id')).toHaveProperty('value', 'cell-door-b');
  }, 20_000); // the first validation compiles the schemas

  it('open the form of the door, feature or unit pressed on the map, and again after another was picked', () => {
    const store = createEditorStore(startHistory(sample));
    render(<ConnectedPanels store={store} />);
    const doors = screen.getByRole('region', { name: 'Doors' });
    expect(within(doors).queryByRole('group')).toBeNull();
    act(() => store.getState().openForm('doors', store.getState().keys.doors[1] ?? ''));
    expect(within(within(doors).getByRole('group', { name: 'Door 2' })).getByLabelText('Id')).toHaveProperty('value', 'cell-door-b');
    fireEvent.click(within(doors).getByRole('button', { name: 'cell-door-a · Primus cell door A at 2,7' }));
    expect(within(doors).getByRole('group', { name: 'Door 1' })).toBeTruthy();
    act(() => store.getState().openForm('doors', store.getState().keys.doors[1] ?? ''));
    expect(within(doors).getByRole('group', { name: 'Door 2' })).toBeTruthy();
    // A feature's press opens the Features panel's form and leaves the Doors panel as it was.
    act(() => store.getState().openForm('features', store.getState().keys.features[0] ?? ''));
    expect(within(screen.getByRole('region', { name: 'Features' })).getByRole('group', { name: 'Feature 1' })).toBeTruthy();
    expect(within(doors).getByRole('group', { name: 'Door 2' })).toBeTruthy();
  }, 20_000);

  it('edit a feature by its id, choosing its type and colour from the format', () => {
    const store = createEditorStore(startHistory(sample));
    render(<ConnectedPanels store={store} />);
    const panel = screen.getByRole('region', { name: 'Features' });
    fireEvent.click(within(panel).getByRole('button', { name: 'hatch-a · Primus cell hatch A at 2,10' }));
    const form = within(panel).getByRole('group', { name: /^Feature \d+$/ });
    const index = (getIn(present(store), ['features']) as { id?: string }[]).findIndex((f) => f.id === 'hatch-a');
    fireEvent.change(within(form).getByLabelText('Color'), { target: { value: 'red' } });
    fireEvent.click(within(form).getByLabelText('Carryable'));
    expect(getIn(present(store), ['features', index])).toMatchObject({ id: 'hatch-a', type: 'objective', color: 'red', carryable: true });
  }, 20_000);

  it("add a hero to the suggested party from the ruleset's roster, and rename one", () => {
    const store = createEditorStore(startHistory(sample));
    render(<ConnectedPanels store={store} />);
    const panel = screen.getByRole('region', { name: 'Suggested party' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add hero' }));
    const added = getIn(present(store), ['party', 3]) as { id: string; kind: string; name: string };
    expect(added.id).toBe('hero-1');
    // Not a kind already in the party.
    expect(['engineer', 'marine', 'captain']).not.toContain(added.kind);
    const form = within(panel).getByRole('group', { name: 'Hero 4' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Vasquez' } });
    expect(getIn(present(store), ['party', 3, 'name'])).toBe('Vasquez');
  }, 20_000);

  it("offers a party hero's class from the ruleset's roster, by name", () => {
    const hive = SAMPLE_MISSIONS['hive-destroy-the-hive'] as Record<string, unknown>;
    const store = createEditorStore(startHistory({ ...hive, party: [] }));
    render(<ConnectedPanels store={store} />);
    const panel = screen.getByRole('region', { name: 'Suggested party' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add hero' }));
    const kind = within(panel).getByLabelText('Kind') as HTMLSelectElement;
    expect(kind.tagName).toBe('SELECT');
    const options = [...kind.options].map((o) => o.textContent);
    expect(options.length).toBeGreaterThan(3);
    expect(options.slice(1).every((o) => / \([a-z0-9-]+\)$/.test(o ?? ''))).toBe(true);
    const second = kind.options[2]?.value ?? '';
    fireEvent.change(kind, { target: { value: second } });
    expect(getIn(present(store), ['party', 0, 'kind'])).toBe(second);
  }, 20_000);

  it('makes a party hero even where the ruleset has no roster', () => {
    expect(newPartyHero({ ruleset: 'chess', party: [{ id: 'hero-1' }] })).toEqual({ id: 'hero-2', kind: 'hero', name: 'New hero' });
  });
});
