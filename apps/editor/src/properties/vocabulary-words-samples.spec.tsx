// The derelict samples that use this session's trigger words (DERELICT-MISSIONS.md "Gaps closed": CG11, P20,
// ROP16, ROP18) open in the editor's forms with each word editable, and save as the same JSON.
import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createEditorStore, type EditorStore } from '../document/editor-store';
import { startHistory } from '../document/history';
import { missionFileText } from '../files/download-mission';
import { PropertiesPanels } from './properties-panels';

function Connected({ store }: { store: EditorStore }) {
  const state = useSyncExternalStore(store.subscribe, () => store.getState());
  return <PropertiesPanels mission={state.history.present} edit={state.edit} keys={state.keys} issues={state.checked.issues} />;
}

/** Opens every trigger's form in turn and lists what each shows read-only (by trigger id and field label). */
function readOnlyParts(): string[] {
  const triggers = screen.getByRole('region', { name: 'Triggers' });
  const list = within(triggers).getByRole('list');
  const found: string[] = [];
  const buttons = within(list).getAllByRole('button');
  for (const button of buttons) {
    fireEvent.click(button);
    const form = within(triggers).getByRole('group', { name: 'Trigger' });
    const id = (within(form).getByLabelText('Trigger id') as HTMLInputElement).value;
    for (const group of form.querySelectorAll('.read-only-json')) found.push(`${id}: ${group.getAttribute('aria-label') ?? ''}`);
  }
  const pools = screen.getByRole('region', { name: 'Enemy pools' });
  for (const group of pools.querySelectorAll('.read-only-json')) found.push(`pools: ${group.getAttribute('aria-label') ?? ''}`);
  return found;
}

// What stays read-only is older than these words: a players' pick of heroes, flag names, a test's or roll's
// outcomes, and pool tokens by party size. Before the forms knew the new words, CG11's vehicle `in` (an enemy
// type's place) and ROP18's deck `remove`/`add` were read-only too.
describe.each([
  ['derelict-cg11-gotta-catch-em-all', ['Flag', 'Tokens by party size', 'Who']],
  ['derelict-p20-messing-with-the-bull', ['Tokens by party size']],
  ['derelict-rop16-lone-survivor', ['Fail', 'Flag', 'Pass', 'Tokens by party size']],
  ['derelict-rop18-its-a-trap', ['Flag', 'Outcomes', 'Tokens by party size']],
])('the editor’s forms on %s', (id, readOnly) => {
  it('show every trigger word as a form and save the same JSON', () => {
    const sample = SAMPLE_MISSIONS[id as keyof typeof SAMPLE_MISSIONS];
    const store = createEditorStore(startHistory(sample));
    render(<Connected store={store} />);
    const labels = readOnlyParts().map((part) => part.replace(/^.*: /, '').replace(' (read-only JSON)', ''));
    expect([...new Set(labels)].sort()).toEqual(readOnly);
    expect(store.getState().checked.issues).toEqual([]);
    expect(missionFileText(store.getState().history.present)).toBe(missionFileText(sample));
  }, 30_000);
});
