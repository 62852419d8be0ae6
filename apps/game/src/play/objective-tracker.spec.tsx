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

  it("shows a goal the author and the ruleset word alike once, done when either says so, with the ruleset's count (horde: \"Finish wave 10\" was listed twice)", () => {
    render(
      <ObjectiveTracker
        objectives={[
          { label: 'Finish wave 10', done: false },
          { label: 'Seize objective markers (optional)', done: false },
          { label: 'Finish wave 10', done: false, progress: { current: 3, total: 10 } },
          { label: 'Objective markers standing', done: true, progress: { current: 5, total: 5 } },
        ]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Objectives' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['○Finish wave 103/10', '○Seize objective markers (optional)', '✔Objective markers standing (done)5/5']);
  });

  it('draws nothing for a ruleset that lists no objectives', () => {
    const { container } = render(<ObjectiveTracker objectives={[]} />);
    expect(container.textContent).toBe('');
  });
});
