import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createEditorStore, type EditorStore } from '../document/editor-store';
import { startHistory } from '../document/history';
import { getIn } from './document-paths';
import { PropertiesPanels } from './properties-panels';

const sample = SAMPLE_MISSIONS['derelict-cg01-close-the-door'];

function Connected({ store }: { store: EditorStore }) {
  const state = useSyncExternalStore(store.subscribe, () => store.getState());
  return <PropertiesPanels mission={state.history.present} edit={state.edit} keys={state.keys} />;
}

const present = (store: EditorStore) => store.getState().history.present;
const issues = (store: EditorStore) => store.getState().checked.issues.map((i) => i.path);

describe('PropertiesPanels', () => {
  it('builds a trigger from menus, each step an undoable edit validated live', () => {
    const store = createEditorStore(startHistory(sample));
    render(<Connected store={store} />);
    const triggers = screen.getByRole('region', { name: 'Triggers' });
    const count = (getIn(present(store), ['triggers']) as unknown[]).length;

    fireEvent.click(within(triggers).getByRole('button', { name: 'Add trigger' }));
    expect(getIn(present(store), ['triggers', count])).toEqual({ id: 'trigger-1', on: { event: 'mission-start' }, do: [] });
    expect(issues(store)).toEqual([`/triggers/${count}/do`]);

    const form = within(triggers).getByRole('group', { name: 'Trigger' });
    fireEvent.change(within(form).getByLabelText('Event'), { target: { value: 'interact' } });
    expect(issues(store)).toContain(`/triggers/${count}/on`);
    fireEvent.change(within(form).getByLabelText('Feature'), { target: { value: 'exo-loader' } });
    fireEvent.change(within(form).getByLabelText('Condition'), { target: { value: 'door' } });
    fireEvent.change(within(form).getByLabelText('Door'), { target: { value: 'cell-door-a' } });
    fireEvent.change(within(form).getByLabelText('Add effect'), { target: { value: 'message' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Hi' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Hi there' } });

    expect(getIn(present(store), ['triggers', count])).toEqual({
      id: 'trigger-1',
      on: { event: 'interact', feature: 'exo-loader' },
      if: { test: 'door', door: 'cell-door-a', state: 'open' },
      do: [{ effect: 'message', text: 'Hi there' }],
    });
    expect(issues(store)).toEqual([]);

    // Typing into the text was one step: one undo takes the whole text away, not a letter.
    act(() => store.getState().undo());
    expect(getIn(present(store), ['triggers', count, 'do'])).toEqual([{ effect: 'message' }]);
    expect(issues(store)).toEqual([`/triggers/${count}/do/0`]);
  }, 20_000); // the first validation compiles the schemas

  it('offers the mission’s own ids and the ruleset’s units, and shows what it cannot edit as read-only JSON', () => {
    const store = createEditorStore(startHistory(sample));
    render(<Connected store={store} />);
    const objectives = screen.getByRole('region', { name: 'Objectives' });
    const feature = within(objectives).getAllByLabelText('Feature')[0] as HTMLSelectElement;
    expect([...feature.options].map((o) => o.value)).toEqual(expect.arrayContaining(['hatch-a', 'exo-loader']));
    expect(feature.value).toBe('hatch-a');

    const pools = screen.getByRole('region', { name: 'Enemy pools' });
    expect(within(pools).getByRole('group', { name: 'Tokens by party size (read-only JSON)' }).textContent).toContain('swarmer');
    fireEvent.click(within(pools).getByRole('button', { name: 'Add enemy pool' }));
    expect(getIn(present(store), ['enemyPools', 1])).toEqual({ id: 'pool-1', use: 'spawn', tokens: [{ unit: 'swarmer' }] });

    const victory = screen.getByRole('region', { name: 'Victory and defeat' });
    expect((within(victory).getByLabelText('Victory condition') as HTMLSelectElement).value).toBe('all');
    fireEvent.change(within(victory).getByLabelText('Defeat condition'), { target: { value: 'round' } });
    expect(getIn(present(store), ['defeat'])).toEqual({ test: 'round', op: '=', value: 0 });
  });

  it('edits ruleset options as typed values', () => {
    const store = createEditorStore(startHistory(sample));
    render(<Connected store={store} />);
    const options = screen.getByRole('region', { name: 'Ruleset options' });
    // Derelict plays now: its options are offered by name and typed by the engine's schema.
    fireEvent.change(within(options).getByLabelText('Add option'), { target: { value: 'roundCap' } });
    fireEvent.change(within(options).getByLabelText('roundCap'), { target: { value: '12' } });
    expect(getIn(present(store), ['options'])).toEqual({ roundCap: 12 });
    expect(issues(store)).toEqual([]);
  });

  it('keeps the picked trigger picked when a trigger before it goes (by its key, not its place)', () => {
    const store = createEditorStore(startHistory({ ...(sample as Record<string, unknown>), triggers: [] }));
    render(<Connected store={store} />);
    const triggers = screen.getByRole('region', { name: 'Triggers' });
    for (let n = 0; n < 3; n++) fireEvent.click(within(triggers).getByRole('button', { name: 'Add trigger' }));
    fireEvent.click(within(triggers).getByRole('button', { name: /^trigger-2/ }));
    const form = () => within(triggers).getByRole('group', { name: 'Trigger' });
    expect((within(form()).getByLabelText('Trigger id') as HTMLInputElement).value).toBe('trigger-2');

    // Another edit removes the first trigger: the form still shows, and edits, trigger-2.
    act(() => store.getState().edit((m) => ({ ...(m as object), triggers: (getIn(m, ['triggers']) as unknown[]).slice(1) })));
    expect((within(form()).getByLabelText('Trigger id') as HTMLInputElement).value).toBe('trigger-2');
    fireEvent.change(within(form()).getByLabelText('Trigger label'), { target: { value: 'Picked' } });
    expect(getIn(present(store), ['triggers', 0, 'label'])).toBe('Picked');
    expect(getIn(present(store), ['triggers', 1, 'label'])).toBeUndefined();
  }, 20_000);
});
