import { fireEvent, render, screen } from '@testing-library/react';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('The map could not be drawn.');
}

describe('ScreenErrorBoundary', () => {
  it('shows what went wrong, offers the mission as a file and a way back', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onBack = vi.fn();
    const onDownload = vi.fn();
    render(
      <ScreenErrorBoundary backLabel="Reopen the editor" onBack={onBack} onDownload={onDownload}>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/The map could not be drawn\./);
    fireEvent.click(screen.getByRole('button', { name: 'Download the mission being edited' }));
    expect(onDownload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Reopen the editor' }));
    expect(onBack).toHaveBeenCalledOnce();
    quiet.mockRestore();
    warn.mockRestore();
  });
});
