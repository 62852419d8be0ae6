import { render, screen, within } from '@testing-library/react';
import { ObjectiveTracker } from './objective-tracker';

describe('ObjectiveTracker', () => {
  it('lists each objective with its count, and says in words which are done (not by colour alone)', () => {
    render(
      <ObjectiveTracker
        objectives={[
          { label: 'Objective tiles found', done: true, progress: { current: 4, total: 4 } },
          { label: 'Charges laid', done: false, progress: { current: 1, total: 4 } },
          { label: 'Detonate the charges', done: false },
        ]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Objectives' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['✔Objective tiles found (done)4/4', '○Charges laid1/4', '○Detonate the charges']);
  });

  it('draws nothing for a ruleset that lists no objectives', () => {
    const { container } = render(<ObjectiveTracker objectives={[]} />);
    expect(container.textContent).toBe('');
  });
});
