import { render, screen } from '@testing-library/react';
import { GroundLegend } from './ground-legend';

// horde.md §11 G5: a player reads which squares are cover or dangerous from the board's key and hover text.
describe('GroundLegend', () => {
  const marks = [
    { kind: 'cover', label: 'Cover (−1 to be hit when shooting)', color: '#4f8fd9', cells: [5, 6] },
    { kind: 'dangerous', label: 'Dangerous ground', color: '#d9534f', cells: [6] },
  ];

  it('names every kind of marked ground, and those under the hovered square', () => {
    render(<GroundLegend marks={marks} hover={{ x: 2, y: 1 }} width={4} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cover (−1 to be hit when shooting)', 'Dangerous ground']);
    expect(screen.getByText(/^This square:/).textContent).toBe('This square: Cover (−1 to be hit when shooting); Dangerous ground');
  });

  it('shows nothing on a board without marked ground', () => {
    const { container } = render(<GroundLegend marks={[]} hover={undefined} width={4} />);
    expect(container.textContent).toBe('');
  });
});
