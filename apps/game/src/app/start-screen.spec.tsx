import { presentationFor } from '@breachline/engine';
import { render, screen, within } from '@testing-library/react';
import { groupByRuleset, sampleCards } from './mission-catalogue';
import { StartScreen } from './start-screen';

const noop = () => undefined;
const renderStart = () =>
  render(
    <StartScreen
      onDownloadDamaged={noop}
      onForgetDamaged={noop}
      onResume={noop}
      onSample={noop}
      onFile={noop}
      onLink={noop}
      onCampaigns={noop}
      onContinueCampaign={noop}
      onDownloadDamagedCampaign={noop}
      onForgetDamagedCampaign={noop}
    />,
  );

describe('StartScreen', () => {
  it('groups the samples under their rulesets’ names, from the presentation faces once the engine has loaded', { timeout: 20_000 }, async () => {
    renderStart();
    const cards = await sampleCards();
    const rulesets = [...new Set(cards.map((card) => card.ruleset))];
    expect(rulesets.length).toBeGreaterThan(1);
    const names = rulesets.map((ruleset) => presentationFor(ruleset).name);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    await vi.waitFor(() => expect(headings.map((h) => h.textContent)).toEqual(names), { timeout: 10_000 });
    for (const card of cards) {
      const group = screen.getByRole('region', { name: presentationFor(card.ruleset).name });
      expect(within(group).getByRole('button', { name: `Play ${card.title}` })).toBeTruthy();
    }
    // Tab goes through the cards as they are read: groups one after another, the catalogue's first mission first.
    const buttons = screen.getAllByRole('button', { name: /^Play / }).map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(groupByRuleset(cards).flatMap((group) => group.cards.map((card) => `Play ${card.title}`)));
    expect(buttons[0]).toBe(`Play ${cards[0]?.title}`);
  });

  it('paints the mission cards before the engine is there: titles and difficulties, no ruleset word yet', async () => {
    renderStart();
    expect(screen.getByRole('region', { name: 'Sample missions' }).getAttribute('aria-busy')).toBe('true');
    const [first] = await sampleCards();
    if (!first) throw new Error('no sample mission');
    const button = await screen.findByRole('button', { name: `Play ${first.title}` });
    expect(within(button).getByText(first.difficulty).textContent).toBe(first.difficulty);
  });
});
