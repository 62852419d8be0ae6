// A hive or boarding mission's options edited through the options form's operations and checked as the editor
// checks a draft (`openMission`): the ruleset's own option schema (issue 15 item 3) speaks at the option edited.
import { SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { openMission } from '../app/open-mission';
import { addOption, renameOption, setOption } from './option-values';

describe('editing the options of a playable ruleset', () => {
  it('a hive mission: a known option edited stays valid; a bad value or an unknown name is reported at that option (hive.md §4.1)', () => {
    const hive = SAMPLE_MISSIONS['hive-kill-the-queen'];
    expect(openMission(setOption(hive, 'difficulty', 'easy')).issues).toEqual([]);
    expect(openMission(setOption(hive, 'difficulty', 'nightmare')).issues).toEqual([
      expect.objectContaining({ path: '/options/difficulty', message: 'Unknown difficulty "nightmare": the hive rules know easy, medium, hard.' }),
    ]);
    const added = addOption(hive);
    expect(openMission(added).issues).toEqual([expect.objectContaining({ path: '/options/newOption', message: expect.stringContaining('The hive rules have no option "newOption"') })]);
    expect(openMission(setOption(renameOption(added, 'newOption', 'roundCap'), 'roundCap', 12)).issues).toEqual([]);
  });

  it('a boarding mission: a number out of its bounds is reported at it (boarding.md §9)', () => {
    const boarding = SAMPLE_MISSIONS['boarding-purge'];
    expect(openMission(setOption(boarding, 'blipsPerTurn', 3)).issues).toEqual([]);
    expect(openMission(setOption(boarding, 'blipsPerTurn', 13)).issues).toEqual([
      expect.objectContaining({ path: '/options/blipsPerTurn', message: 'The option blipsPerTurn must be a whole number from 1 to 12, not 13.' }),
    ]);
  });
});
