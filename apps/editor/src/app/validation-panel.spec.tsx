import { fireEvent, render, screen } from '@testing-library/react';
import { ValidationPanel } from './validation-panel';

describe('ValidationPanel', () => {
  it('says so when the mission has no problems', () => {
    render(<ValidationPanel issues={[]} onLocate={() => undefined} />);
    expect(screen.getByText('No problems found.')).toBeTruthy();
  });

  it('lists each problem with where it is, and frames a located one when clicked', () => {
    const located: { x: number; y: number }[] = [];
    render(
      <ValidationPanel
        onLocate={(at) => located.push(at)}
        issues={[
          { stage: 'schema', path: '/meta', message: "'/meta' is missing the required property 'title'." },
          { stage: 'board', path: '/doors/0', message: 'Door 1 must stand between two floor cells.', at: { x: 3, y: 1 } },
        ]}
      />,
    );
    expect(screen.getByText('2 problems')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "The mission header is missing the required property 'title'./meta",
      'Door 1 must stand between two floor cells./doors/0',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Door 1 must stand between two floor cells.' }));
    expect(located).toEqual([{ x: 3, y: 1 }]);
  });
});

describe('ValidationPanel warnings', () => {
  it('lists warnings apart from problems, and a mission with only warnings has no problems', () => {
    render(
      <ValidationPanel
        onLocate={() => undefined}
        issues={[]}
        warnings={[{ stage: 'mission', path: '/triggers/1', message: "Trigger 'echo' can set itself off again without end." }]}
      />,
    );
    expect(screen.getByText('No problems found.')).toBeTruthy();
    expect(screen.getByText('1 warning: the mission loads, but check these')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Warnings' }).textContent).toContain("Trigger 'echo' can set itself off again without end.");
    expect(screen.queryByRole('list', { name: 'Problems' })).toBeNull();
  });
});
