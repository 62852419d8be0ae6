import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Bomb({ armed }: { armed: boolean }) {
  if (armed) throw new Error('A hostile value reached the screen.');
  return <p>The start page</p>;
}

/** The app as the boundary sees it: a screen that throws until the way back is taken. */
function Harness() {
  const [armed, setArmed] = useState(true);
  return (
    <ScreenErrorBoundary backLabel="Back to the missions" onBack={() => setArmed(false)}>
      <Bomb armed={armed} />
    </ScreenErrorBoundary>
  );
}

describe('ScreenErrorBoundary', () => {
  it('shows what went wrong and a way back instead of a blank page, and the way back works', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong.*A hostile value reached the screen\./);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the missions' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('The start page')).toBeTruthy();
    quiet.mockRestore();
    warn.mockRestore();
  });
});
