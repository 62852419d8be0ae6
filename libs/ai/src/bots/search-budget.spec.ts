import { DEFAULT_SEARCH_BUDGET, searchBudgetFor } from './search-bot';

describe('search budget per ruleset (the AI face’s searchBudget over the default)', () => {
  it('derelict asks for significance world by world, and more worlds for a promising challenger', () => {
    const derelict = searchBudgetFor('derelict');
    expect(derelict.significance).toBeGreaterThan(0);
    expect(derelict.moreRollouts).toBeGreaterThan(0);
    expect(derelict.rollouts).toBe(DEFAULT_SEARCH_BUDGET.rollouts);
  });

  it('derelict weighs whole-turn stances (the heuristic’s turn, hold, push: the session-12 difficulty table’s bot)', () => {
    expect(searchBudgetFor('derelict').plans).toBe(3);
  });

  it('boarding and hive keep the shared default (their search unchanged)', () => {
    expect(searchBudgetFor('boarding')).toBe(DEFAULT_SEARCH_BUDGET);
    expect(searchBudgetFor('hive')).toBe(DEFAULT_SEARCH_BUDGET);
    expect(DEFAULT_SEARCH_BUDGET.significance).toBeUndefined();
  });
});
