/** Lower-case words joined by dashes, accents dropped: "Noisy Neighbours!" → "noisy-neighbours". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The file name an exported mission gets: its title slugified, else its id, else 'mission'. */
export function missionFileName(mission: unknown): string {
  const doc = mission as { id?: unknown; meta?: { title?: unknown } } | null;
  const title = typeof doc?.meta?.title === 'string' ? slugify(doc.meta.title) : '';
  const id = typeof doc?.id === 'string' ? slugify(doc.id) : '';
  return `${title || id || 'mission'}.mission.json`;
}

/** The exported text: pretty-printed so it diffs and reads well, ending with a newline. */
export function missionFileText(mission: unknown): string {
  return `${JSON.stringify(mission, null, 2)}\n`;
}

/** Saves the mission as a .json file through the browser's download. */
export function downloadMission(mission: unknown): void {
  downloadText(missionFileName(mission), missionFileText(mission));
}

/** Hands text to the browser as a file download (a blob: URL). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Let the click start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
