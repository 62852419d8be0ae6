// This session's trigger words in the editor's forms (DERELICT-MISSIONS.md "Gaps closed": G8 vehicles, G9 an
// enemy type's place and a noise following it, G11 injuries, G12 pools drawn from pools, G16 deck swaps and
// `campaign`, and `move` of a feature): each has its fields, with the mission's features, unit types and pools.
import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createEditorStore, type EditorStore } from '../document/editor-store';
import { startHistory } from '../document/history';
import { getIn } from './document-paths';
import { newPlace, newWho, placeShapeOf, whoShapeOf } from './place-kinds';
import { drawSources } from './pool-draw-inputs';
import { PropertiesPanels } from './properties-panels';
import { CONDITIONS, EFFECTS, switchVariant, type Vocabulary } from './vocabulary';
import { followChoices } from './word-inputs';

const typeOf = (vocabulary: Vocabulary, variant: string, name: string) =>
  vocabulary.variants.find((v) => v.value === variant)?.fields.find((f) => f.name === name)?.type;

describe('the new words in the vocabulary', () => {
  it('gives each field of the new conditions and effects its input', () => {
    expect(typeOf(CONDITIONS, 'vehicle', 'feature')).toEqual({ kind: 'reference', of: 'feature' });
    expect(typeOf(CONDITIONS, 'vehicle', 'piloted')).toEqual({ kind: 'yesNoEither' });
    expect(typeOf(CONDITIONS, 'vehicle', 'powered')).toEqual({ kind: 'yesNoEither' });
    expect(typeOf(CONDITIONS, 'vehicle', 'in')).toEqual({ kind: 'place' });
    // `is` is required: always written, so a tick box.
    expect(typeOf(CONDITIONS, 'campaign', 'is')).toEqual({ kind: 'boolean' });
    expect(switchVariant(CONDITIONS, 'campaign')).toEqual({ test: 'campaign', is: false });
    expect(typeOf(EFFECTS, 'pilot', 'vehicle')).toEqual({ kind: 'reference', of: 'feature' });
    expect(typeOf(EFFECTS, 'pilot', 'who')).toEqual({ kind: 'who' });
    expect(typeOf(EFFECTS, 'deck', 'add')).toEqual({ kind: 'cardCounts' });
    expect(typeOf(EFFECTS, 'deck', 'remove')).toEqual({ kind: 'cardFilter' });
    expect(typeOf(EFFECTS, 'injure', 'location')).toEqual({ kind: 'enum', values: ['head', 'body', 'leg'] });
    // `unhealable` defaults to false, so leaving it out says "no".
    expect(typeOf(EFFECTS, 'injure', 'unhealable')).toEqual({ kind: 'boolean' });
    expect(typeOf(EFFECTS, 'noise', 'follows')).toEqual({ kind: 'featureOrUnit' });
    expect(typeOf(EFFECTS, 'move', 'to')).toEqual({ kind: 'place' });
    expect(typeOf(EFFECTS, 'move', 'steps')).toEqual({ kind: 'integer', min: 1, max: 16 });
  });

  it('knows an enemy type’s place and a vehicle’s pilot as shapes of their own', () => {
    expect(placeShapeOf({ unit: 'titan' })).toBe('unitType');
    expect(placeShapeOf({ near: 'u1' })).toBe('unit');
    expect(newPlace('unitType')).toEqual({ unit: '' });
    expect(whoShapeOf({ piloting: 'exo-loader' })).toBe('piloting');
    expect(newWho('piloting')).toEqual({ piloting: '' });
  });

  it('offers a noise the mission’s features and the ruleset’s enemy types to follow, and a pool the other pools to draw from', () => {
    expect(followChoices(['woman', 'exo-loader'], ['titan', 'woman'])).toEqual([
      { value: 'woman', name: 'feature woman' },
      { value: 'exo-loader', name: 'feature exo-loader' },
      { value: 'titan', name: 'enemy type titan' },
    ]);
    expect(drawSources(['radar', 'titan-pool'], 'titan-pool')).toEqual(['radar']);
  });
});

const cg11 = SAMPLE_MISSIONS['derelict-cg11-gotta-catch-em-all'] as Record<string, unknown>;

function Connected({ store }: { store: EditorStore }) {
  const state = useSyncExternalStore(store.subscribe, () => store.getState());
  return <PropertiesPanels mission={state.history.present} edit={state.edit} keys={state.keys} issues={state.checked.issues} />;
}

const present = (store: EditorStore) => store.getState().history.present;

function newTriggerForm() {
  const store = createEditorStore(startHistory({ ...cg11, triggers: [] }));
  render(<Connected store={store} />);
  const triggers = screen.getByRole('region', { name: 'Triggers' });
  fireEvent.click(within(triggers).getByRole('button', { name: 'Add trigger' }));
  return { store, form: within(within(triggers).getByRole('group', { name: 'Trigger' })) };
}

const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.value);

describe('building the new words in the trigger form', () => {
  it('builds a vehicle condition: not piloted, where an enemy type stands', () => {
    const { store, form } = newTriggerForm();
    fireEvent.change(form.getByLabelText('Condition'), { target: { value: 'vehicle' } });
    expect(options(form.getByLabelText('Feature'))).toContain('exo-loader');
    fireEvent.change(form.getByLabelText('Feature'), { target: { value: 'exo-loader' } });
    fireEvent.change(form.getByLabelText('Piloted'), { target: { value: 'no' } });
    fireEvent.change(form.getByLabelText('In'), { target: { value: 'unitType' } });
    expect(options(form.getByLabelText('In: unit type'))).toContain('titan');
    fireEvent.change(form.getByLabelText('In: unit type'), { target: { value: 'titan' } });
    expect(getIn(present(store), ['triggers', 0, 'if'])).toEqual({ test: 'vehicle', feature: 'exo-loader', piloted: false, in: { unit: 'titan' } });
    // "Either" leaves the part out.
    fireEvent.change(form.getByLabelText('Piloted'), { target: { value: '' } });
    expect(getIn(present(store), ['triggers', 0, 'if'])).toEqual({ test: 'vehicle', feature: 'exo-loader', in: { unit: 'titan' } });
  }, 20_000);

  it('builds a pilot effect and a noise that follows an enemy type', () => {
    const { store, form } = newTriggerForm();
    fireEvent.change(form.getByLabelText('Add effect'), { target: { value: 'pilot' } });
    fireEvent.change(form.getByLabelText('Vehicle'), { target: { value: 'exo-loader' } });
    fireEvent.change(form.getByLabelText('Who'), { target: { value: 'piloting' } });
    fireEvent.change(form.getByLabelText('Who: piloting'), { target: { value: 'exo-loader' } });
    fireEvent.change(form.getByLabelText('Add effect'), { target: { value: 'noise' } });
    fireEvent.change(form.getByLabelText('Follows'), { target: { value: 'titan' } });
    expect(getIn(present(store), ['triggers', 0, 'do'])).toEqual([
      { effect: 'pilot', vehicle: 'exo-loader', who: { piloting: 'exo-loader' } },
      { effect: 'noise', level: 1, follows: 'titan' },
    ]);
  }, 20_000);

  it('builds a deck swap, a located injury and a feature’s wander', () => {
    const { store, form } = newTriggerForm();
    fireEvent.change(form.getByLabelText('Add effect'), { target: { value: 'deck' } });
    fireEvent.click(form.getByRole('button', { name: 'Set remove' }));
    fireEvent.change(form.getByLabelText('Remove: card'), { target: { value: 'pistol' } });
    fireEvent.click(form.getByRole('button', { name: 'Add card' }));
    fireEvent.change(form.getByLabelText('Card 1'), { target: { value: 'shotgun' } });
    fireEvent.change(form.getByLabelText('Add effect'), { target: { value: 'injure' } });
    fireEvent.change(form.getByLabelText('Location'), { target: { value: 'leg' } });
    fireEvent.click(form.getByLabelText('Unhealable'));
    fireEvent.change(form.getByLabelText('Add effect'), { target: { value: 'move' } });
    fireEvent.change(form.getAllByLabelText('Feature').at(-1) as HTMLElement, { target: { value: 'exo-loader' } });
    fireEvent.change(form.getByLabelText('Steps'), { target: { value: '2' } });
    expect(getIn(present(store), ['triggers', 0, 'do'])).toEqual([
      { effect: 'deck', remove: { card: 'pistol' }, add: [{ card: 'shotgun' }] },
      { effect: 'injure', location: 'leg', unhealable: true },
      { effect: 'move', feature: 'exo-loader', steps: 2 },
    ]);
  }, 20_000);

  it('shows a validation message at the field it is about', () => {
    const { form } = newTriggerForm();
    fireEvent.change(form.getByLabelText('Add effect'), { target: { value: 'move' } });
    fireEvent.change(form.getByLabelText('Steps'), { target: { value: '40' } });
    const steps = form.getByLabelText('Steps').closest('.word-field') as HTMLElement;
    expect(within(steps).getByRole('list', { name: 'Problems' }).textContent).toMatch(/16/);
    const feature = form.getAllByLabelText('Feature').at(-1)?.closest('.word-field') as HTMLElement;
    expect(within(feature).queryByRole('list', { name: 'Problems' })).toBeNull();
  }, 20_000);
});

describe('a pool drawn from another pool', () => {
  it('chooses the pool to draw from, the types always drawn and how many more', () => {
    const store = createEditorStore(startHistory(cg11));
    render(<Connected store={store} />);
    const pools = screen.getByRole('region', { name: 'Enemy pools' });
    const index = (getIn(present(store), ['enemyPools']) as { from?: string }[]).findIndex((pool) => pool.from !== undefined);
    const from = within(pools).getAllByLabelText('Draw from pool')[index] as HTMLSelectElement;
    const own = getIn(present(store), ['enemyPools', index, 'id']);
    expect(from.value).toBe(getIn(present(store), ['enemyPools', index, 'from']));
    expect(options(from)).not.toContain(own);
    const more = from.closest('fieldset') as HTMLElement;
    fireEvent.click(within(more).getByRole('button', { name: 'Add a type always drawn' }));
    fireEvent.change(within(more).getByLabelText('More at random'), { target: { value: '3' } });
    const pool = getIn(present(store), ['enemyPools', index]) as { include: string[]; fill: number };
    expect(pool.include).toHaveLength(2);
    expect(pool.fill).toBe(3);
  }, 20_000);
});
