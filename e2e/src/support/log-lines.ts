/**
 * The event log's lines added since an earlier reading of it. The log keeps only its last lines, so lines may
 * have dropped off its front; and the same words come back often ("Freya misses Small bug."), so the last line
 * read earlier cannot be looked up by its text: the earlier reading is matched as a whole, after the fewest
 * dropped lines.
 */
export function newLogLines(before: readonly string[], after: readonly string[]): string[] {
  for (let dropped = 0; dropped <= before.length; dropped++) {
    const kept = before.length - dropped;
    if (kept <= after.length && before.slice(dropped).every((line, i) => after[i] === line)) return after.slice(kept);
  }
  return [...after];
}
