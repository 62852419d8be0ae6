import { formatIssues } from './format-issues';

describe('formatIssues', () => {
  it('writes <file>:<line>:<col> <pointer> <message>, with the board cell when there is one', () => {
    expect(
      formatIssues('m.json', [
        { stage: 'json', path: '', message: 'The file is not valid JSON at line 2, column 3: Value expected.', line: 2, column: 3 },
        { stage: 'board', path: '/doors/0', message: 'Door 1 is misplaced.', at: { x: 4, y: 2 }, line: 9, column: 5 },
        { stage: 'schema', path: '', message: 'The file is 20.0 MiB; a mission may be at most 1.0 MiB.' },
      ]),
    ).toEqual([
      'm.json:2:3 / The file is not valid JSON at line 2, column 3: Value expected.',
      'm.json:9:5 /doors/0 Door 1 is misplaced. (cell 4, 2)',
      'm.json:1:1 / The file is 20.0 MiB; a mission may be at most 1.0 MiB.',
    ]);
  });
});
