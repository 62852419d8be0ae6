// A simulation describes the mission as it was run. Its death marks are squares where heroes died over many
// games, tied to no setup unit, so they cannot follow a moved unit: once the author changes anything that plays
// (units, map, features, rules…) the marks no longer describe the mission, and the map stops showing them.
// Words (title, description, author) change nothing that plays.

/** A mission's content that decides how it plays, as one string to compare: everything but its `meta`. */
export function playedContent(mission: unknown): string {
  if (mission === null || typeof mission !== 'object' || Array.isArray(mission)) return JSON.stringify(mission) ?? '';
  const played: Record<string, unknown> = { ...(mission as Record<string, unknown>) };
  delete played['meta'];
  return JSON.stringify(played);
}
