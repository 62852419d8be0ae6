// User Timing around the editor's edit → validate → render cycle: the store marks when an edit begins, the
// validation panel measures once it has committed the errors of the edited document. Real instrumentation:
// visible in the browser's performance panel, and read by the editor.revalidate benchmark.

export const EDIT_MARK = 'editor:edit';
export const REVALIDATE_MEASURE = 'editor:revalidate';

/** Measures kept at most (an editing session makes thousands of edits). */
const KEEP = 500;

/** Marks the start of an edit that changed the document (`startTime`: when the edit began). */
export function markEdit(startTime: number): void {
  performance.clearMarks(EDIT_MARK);
  performance.mark(EDIT_MARK, { startTime });
}

/** Called after the errors are on screen: measures from the pending edit's mark, if there is one. */
export function measureRevalidated(): void {
  if (performance.getEntriesByName(EDIT_MARK, 'mark').length === 0) return;
  if (performance.getEntriesByName(REVALIDATE_MEASURE, 'measure').length >= KEEP) performance.clearMeasures(REVALIDATE_MEASURE);
  performance.measure(REVALIDATE_MEASURE, EDIT_MARK);
  performance.clearMarks(EDIT_MARK);
}
