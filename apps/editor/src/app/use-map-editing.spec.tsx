import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { act, renderHook } from '@testing-library/react';
import { createEditorStore } from '../document/editor-store';
import { startHistory } from '../document/history';
import { useMapEditing } from './use-map-editing';

// The derelict sample: start features on row 6–7, the cell doors on the south edges of (2,7) and (7,7).
const sample = SAMPLE_MISSIONS['derelict-cg01-close-the-door'];

describe('a press on the map with the select tool', () => {
  it('opens the form of the feature, the door or the setup unit pressed', () => {
    const store = createEditorStore(startHistory(sample));
    const { result } = renderHook(() => useMapEditing(store, store.getState().history.present, undefined, { width: 32, height: 32 }));
    const press = (x: number, y: number) => act(() => result.current.onCellPress({ x, y }, { shiftKey: false }));
    const { keys } = store.getState();

    press(1, 6);
    expect(store.getState().form).toMatchObject({ list: 'features', key: keys.features[2] });
    // Below the south edge of (7,7): cell door B.
    press(7, 8);
    expect(store.getState().form).toMatchObject({ list: 'doors', key: keys.doors[1] });

    act(() => store.getState().edit((m) => ({ ...(m as object), units: [{ type: 'gep', x: 12, y: 3 }] })));
    press(12, 3);
    expect(store.getState().form).toMatchObject({ list: 'units', key: store.getState().keys.units[0] });
  });

  it('opens nothing on an empty square, and nothing while placing', () => {
    const store = createEditorStore(startHistory(sample));
    const { result } = renderHook(() => useMapEditing(store, store.getState().history.present, undefined, { width: 32, height: 32 }));
    act(() => result.current.onCellPress({ x: 30, y: 30 }, { shiftKey: false }));
    expect(store.getState().form).toBeUndefined();
    act(() => result.current.chooseTool({ kind: 'feature', type: 'start' }, false));
    act(() => result.current.onCellPress({ x: 1, y: 6 }, { shiftKey: false }));
    expect(store.getState().form).toBeUndefined();
  });
});
