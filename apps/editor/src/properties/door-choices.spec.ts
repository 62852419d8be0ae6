import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { doorChoices } from './door-choices';
import { missionChoices } from './mission-ids';

describe('door choices', () => {
  const tile = { id: 'cabin', name: 'Crew cabin', cells: ['..'], doors: [{ id: 'hatch', x: 0, y: 0, side: 'east' }, { x: 0, y: 0, side: 'south' }] };
  const mission = {
    ruleset: 'derelict',
    tiles: [tile],
    layout: [
      { id: 'aft', tile: 'cabin', x: 0, y: 0, rotation: 0 },
      { tile: 'cabin', x: 4, y: 0, rotation: 90 },
    ],
    doors: [{ id: 'airlock', label: 'Main airlock' }, { id: 'plain' }, { label: 'no id' }],
  };

  it("lists the mission's doors and every placed tile's doors under the ids the board gives them", () => {
    expect(doorChoices(mission).map((d) => d.id)).toEqual(['airlock', 'plain', 'aft.hatch', 'aft.door-2', 'p1.hatch', 'p1.door-2']);
  });

  it('names each door so an author can tell which it is', () => {
    const names = new Map(doorChoices(mission).map((d) => [d.id, d.name]));
    expect(names.get('airlock')).toBe('Main airlock (airlock)');
    expect(names.get('plain')).toBe('plain');
    expect(names.get('aft.hatch')).toBe('Crew cabin "aft": hatch');
    expect(names.get('aft.door-2')).toBe('Crew cabin "aft": door 2');
    expect(names.get('p1.hatch')).toBe('Crew cabin, tile 2 of the layout: hatch');
  });

  it("offers a sample's tile doors (built-in or its own) in the trigger forms' door menu", () => {
    const sample = SAMPLE_MISSIONS['derelict-cg01-close-the-door'];
    const choices = missionChoices(sample);
    expect(choices.ids('door')).toEqual(['cell-door-a', 'cell-door-b', 'quarters.bunk-door', 'quarters.mess-door', 'quarters.bunk-mess-door']);
    expect(choices.names('door')?.get('cell-door-a')).toBe('Primus cell door A (cell-door-a)');
    expect(choices.names('door')?.get('quarters.mess-door')).toBe('Crew Quarters "quarters": mess-door');
    expect(choices.names('feature')).toBeUndefined();
    const builtIn = missionChoices({ layout: [{ id: 'lab', tile: 'derelict/laboratory', x: 0, y: 0, rotation: 0 }] });
    expect(builtIn.ids('door')).toContain('lab.specimen-door');
    expect(builtIn.names('door')?.get('lab.specimen-door')).toBe('Laboratory "lab": specimen-door');
  });

  it('leaves out placements whose tile is unknown and entries that are not objects', () => {
    expect(doorChoices({ layout: [{ tile: 'nowhere/none' }, null, 7], doors: [null, 'x'] })).toEqual([]);
  });
});
