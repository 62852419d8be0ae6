import { DEFAULT_SAMPLE_MISSION_ID, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { ValidationPanel } from '../app/validation-panel';
import { EDIT_MARK, REVALIDATE_MEASURE } from './edit-timing';
import { createEditorStore, type EditorStore } from './editor-store';
import { startHistory } from './history';

function Panel({ store }: { store: EditorStore }) {
  const issues = useSyncExternalStore(store.subscribe, () => store.getState().checked.issues);
  return <ValidationPanel issues={issues} onLocate={() => undefined} />;
}

const measures = () => performance.getEntriesByName(REVALIDATE_MEASURE, 'measure');

describe('edit → validate → render timing', () => {
  beforeEach(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });

  it('measures each edit that changed the document, from its start to the validation panel’s commit', () => {
    const store = createEditorStore(startHistory(SAMPLE_MISSIONS[DEFAULT_SAMPLE_MISSION_ID]));
    const { getByText } = render(<Panel store={store} />);
    const before = performance.now();
    act(() => store.getState().edit((m) => ({ ...(m as object), layout: [] })));
    // The store marked the edit, and the panel's commit measured and cleared the mark.
    getByText('1 problem');
    expect(measures()).toHaveLength(1);
    expect(measures()[0]?.startTime).toBeGreaterThanOrEqual(before);
    expect(performance.getEntriesByName(EDIT_MARK)).toHaveLength(0);

    // An edit that changes nothing, and undo (not an edit), leave no measure.
    act(() => store.getState().edit((m) => m));
    act(() => store.getState().undo());
    getByText('No problems found.');
    expect(measures()).toHaveLength(1);
  });
});
