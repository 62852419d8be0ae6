import { presentationFor } from '@breachline/engine';
import { render, screen, within } from '@testing-library/react';
import { sampleCards } from './mission-catalogue';
import { StartScreen } from './start-screen';

const noop = () => undefined;
const renderStart = () =>
  render(
    <StartScreen onDownloadDamaged={noop} onForgetDamaged={noop} onResume={noop} onSample={noop} onFile={noop} onLink={noop} />,
  );

describe('StartScreen', () => {
  it('words each sample’s ruleset by its presentation face once the engine has loaded after the first paint', { timeout: 20_000 }, async () => {
    renderStart();
    const cards = sampleCards();
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      const button = screen.getByRole('button', { name: `Play ${card.title}` });
      expect(await within(button).findByText(`${presentationFor(card.ruleset).name} · ${card.difficulty}`, {}, { timeout: 10_000 })).toBeTruthy();
    }
  });

  it('paints the mission cards before the engine is there: titles and difficulties, no ruleset word yet', () => {
    renderStart();
    const [first] = sampleCards();
    if (!first) throw new Error('no sample mission');
    const button = screen.getByRole('button', { name: `Play ${first.title}` });
    expect(within(button).getByText(first.difficulty).textContent).toBe(first.difficulty);
  });
});
