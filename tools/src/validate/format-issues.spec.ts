import { formatIssues } from './format-issues';

describe('formatIssues', () => {
  it('puts the file, the JSON pointer and the board cell before each message', () => {
    expect(
      formatIssues('m.json', [
        { stage: 'json', path: '', message: 'The file is not valid JSON at line 2, column 3: Value expected.' },
        { stage: 'board', path: '/doors/0', message: 'Door 1 is misplaced.', at: { x: 4, y: 2 } },
      ]),
    ).toEqual(['m.json: The file is not valid JSON at line 2, column 3: Value expected.', 'm.json: /doors/0 (cell 4, 2): Door 1 is misplaced.']);
  });
});
