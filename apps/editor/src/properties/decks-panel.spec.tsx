import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createEditorStore } from '../document/editor-store';
import { startHistory } from '../document/history';
import { ConnectedPanels, present, steps } from '../testing/connected-panels';
import { getIn } from './document-paths';

// The derelict sample with an items deck (two power cells set aside) and one visible counter.
const sample = SAMPLE_MISSIONS['derelict-cg01-close-the-door'];

describe('Decks and Counters panels', () => {
  it('edit a deck’s cards, reorder and remove decks, each change one undo step, problems shown beside the deck', () => {
    const store = createEditorStore(startHistory(sample));
    render(<ConnectedPanels store={store} />);
    const panel = screen.getByRole('region', { name: 'Decks' });
    expect(within(panel).getByLabelText('Set aside 1 card')).toHaveProperty('value', 'power-cell');
    expect(within(panel).getByLabelText('Copies')).toHaveProperty('value', '2');

    fireEvent.click(within(panel).getByRole('button', { name: 'Add deck' }));
    expect(getIn(present(store), ['decks', 1])).toEqual({ id: 'deck-1', base: 'events' });
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Add removed card' })[1] as HTMLElement);
    const removed = within(panel).getByRole('group', { name: 'Removed 1' });
    fireEvent.change(within(removed).getByLabelText('Removed 1 card'), { target: { value: '' } });
    fireEvent.change(within(removed).getByLabelText('Kind'), { target: { value: 'radar-spawn' } });
    fireEvent.click(within(removed).getByLabelText('Naming unused tiles'));
    expect(getIn(present(store), ['decks', 1, 'remove'])).toEqual([{ kind: 'radar-spawn', unusedTiles: true }]);

    // A card count outside 1–99 is refused by validation, and the deck's entry says so.
    const before = steps(store);
    fireEvent.change(within(panel).getByLabelText('Copies'), { target: { value: '120' } });
    expect(steps(store)).toBe(before + 1);
    expect(within(panel).getByRole('list', { name: 'Problems' }).textContent).toMatch(/99/);
    act(() => store.getState().undo());
    expect(within(panel).queryByRole('list', { name: 'Problems' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Move deck 2 up' }));
    expect((getIn(present(store), ['decks']) as { id: string }[]).map((d) => d.id)).toEqual(['deck-1', 'items']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove deck 1' }));
    expect((getIn(present(store), ['decks']) as { id: string }[]).map((d) => d.id)).toEqual(['items']);
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    expect((getIn(present(store), ['decks']) as { id: string }[]).map((d) => d.id)).toEqual(['items', 'deck-1']);
  }, 20_000); // the first validation compiles the schemas

  it('edit counters, whose ids the triggers then offer; a removed counter leaves its references marked missing', () => {
    const store = createEditorStore(startHistory(sample));
    render(<ConnectedPanels store={store} />);
    const panel = screen.getByRole('region', { name: 'Counters' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add counter' }));
    const ids = within(panel).getAllByLabelText('Id');
    fireEvent.change(ids[1] as HTMLElement, { target: { value: 'alarms' } });
    fireEvent.change(within(panel).getAllByLabelText('Starts at')[1] as HTMLElement, { target: { value: '-3' } });
    fireEvent.click(within(panel).getAllByLabelText('Shown to the players')[1] as HTMLElement);
    expect(getIn(present(store), ['counters', 1])).toEqual({ id: 'alarms', label: 'New counter', initial: -3, visible: true });

    const triggers = screen.getByRole('region', { name: 'Triggers' });
    fireEvent.click(within(triggers).getByRole('button', { name: 'Add trigger' }));
    const form = within(triggers).getByRole('group', { name: 'Trigger' });
    fireEvent.change(within(form).getByLabelText('Add effect'), { target: { value: 'add' } });
    const counter = within(form).getByLabelText('Counter') as HTMLSelectElement;
    expect([...counter.options].map((o) => o.value)).toEqual(['', 'cells-sealed', 'alarms']);
    fireEvent.change(counter, { target: { value: 'alarms' } });
    expect(store.getState().checked.issues).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Move counter 2 up' }));
    expect((getIn(present(store), ['counters']) as { id: string }[]).map((c) => c.id)).toEqual(['alarms', 'cells-sealed']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove counter 1' }));
    expect(store.getState().checked.issues.map((i) => i.message).join(' ')).toMatch(/alarms/);
    expect((within(form).getByLabelText('Counter') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('alarms (missing)');
  }, 20_000);
});
