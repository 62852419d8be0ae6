import { namer } from './namer';

type Units = Parameters<typeof namer>[0];
type Tokens = NonNullable<Parameters<typeof namer>[1]>;

describe('namer (the log names what rolls and moves)', () => {
  const units = [{ id: 'h1', name: 'Freya' }] as unknown as Units;
  const tokens = [{ id: 'spawn-53', kind: 'spawn' }, { id: 'odd-1', kind: 'strange_thing' }] as unknown as Tokens;

  it('names a token that rolls by its kind\'s label, not its id (hive: "spawn 53 rolls for spawn" read as a unit)', () => {
    const nameOf = namer(units, tokens, (kind) => (kind === 'spawn' ? 'Spawn point' : undefined));
    expect(nameOf('spawn-53')).toBe('Spawn point');
    expect(nameOf('odd-1')).toBe('strange thing');
  });

  it('names units by their names, and anything unknown by its id tidied', () => {
    const nameOf = namer(units, tokens);
    expect(nameOf('h1')).toBe('Freya');
    expect(nameOf('bug-x1')).toBe('bug x1');
  });
});
