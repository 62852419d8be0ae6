import { render, screen } from '@testing-library/react';
import { ValidationPanel } from './validation-panel';

describe('ValidationPanel', () => {
  it('says so when the mission has no problems', () => {
    render(<ValidationPanel issues={[]} />);
    expect(screen.getByText('No problems found.')).toBeTruthy();
  });

  it('lists each problem with where it is', () => {
    render(
      <ValidationPanel
        issues={[
          { stage: 'schema', path: '/meta', message: "'/meta' is missing the required property 'title'." },
          { stage: 'board', path: '/doors/0', message: 'Door 1 must stand between two floor cells.', at: { x: 3, y: 1 } },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "'/meta' is missing the required property 'title'./meta",
      'Door 1 must stand between two floor cells./doors/0',
    ]);
  });
});
