// The bad-input corpus (test-corpus/, plus huge cases generated here): every malformed mission gets its
// clear error, located; nothing throws, hangs, runs out of memory or pollutes a prototype. (No timings here:
// speed lives in `npm run bench`; the size guards are checked by what they skip — JSON.parse is never reached.)
// Entries marked `valid` are hostile but legal (ids that meet Object.prototype, loops of triggers): they
// load, with their located warning when they have one.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { loadMission, loadMissionText, type LoadResult } from '../load-mission';
import cg00 from '../samples/derelict-cg00-noisy-neighbours.mission.json';

const corpusDir = new URL('../../test-corpus/', import.meta.url);
type Expectation = { path: string; message: string } | { valid: true; warning?: { path: string; message: string } };
const expected = JSON.parse(readFileSync(new URL('expected.json', corpusDir), 'utf8')) as Record<string, Expectation>;
const corpusFiles = readdirSync(corpusDir).filter((name) => name.endsWith('.mission.json'));
const isValid = (file: string): boolean => 'valid' in (expected[file] ?? {});
const invalidFiles = corpusFiles.filter((file) => !isValid(file));
const validFiles = corpusFiles.filter(isValid);

/** Runs a load and says whether it ever reached JSON.parse (a size guard must refuse before parsing). */
function guarded(run: () => LoadResult): { result: LoadResult; parsed: boolean } {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    const result = run();
    return { result, parsed: parse.mock.calls.length > 0 };
  } finally {
    parse.mockRestore();
  }
}

function issuesOf(result: LoadResult) {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues;
}

afterEach(() => {
  // A `__proto__` key must never reach Object.prototype.
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
});

describe('the bad-input corpus', () => {
  it('has at least 80 malformed missions and 10 hostile valid ones, each with an expectation', () => {
    expect(invalidFiles.length).toBeGreaterThanOrEqual(80);
    expect(validFiles.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(expected).sort()).toEqual([...corpusFiles].sort());
  });

  it.each(validFiles)('%s loads, with its located warning if it has one (and no other)', (file) => {
    const result = loadMissionText(readFileSync(new URL(file, corpusDir), 'utf8'));
    const want = expected[file] as { valid: true; warning?: { path: string; message: string } };
    expect(result.ok ? [] : result.issues).toEqual([]);
    const warnings = result.ok ? (result.value.warnings ?? []) : [];
    if (!want.warning) return expect(warnings).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ path: want.warning.path, message: expect.stringContaining(want.warning.message) })]);
    expect(warnings[0]?.line).toBeGreaterThan(1);
  });

  it.each(invalidFiles)('%s is rejected with its clear, located error', (file) => {
    const text = readFileSync(new URL(file, corpusDir), 'utf8');
    const result = loadMissionText(text);
    const want = expected[file] as { path: string; message: string };
    expect(want).toBeDefined();
    const issues = issuesOf(result);
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: want?.path, message: expect.stringContaining(want?.message ?? '') })]));
    for (const issue of issues) {
      expect(issue.line).toBeGreaterThanOrEqual(1);
      expect(issue.message).toMatch(/^[A-Z'].*[.)]$/s);
    }
  });
});

describe('huge and hostile documents, generated', () => {
  const sampleText = JSON.stringify(cg00);

  it('refuses a 20 MB file before parsing it', () => {
    const padded = sampleText.replace('"briefing": "', `"briefing": "${'x'.repeat(20 * 1024 * 1024)}`).replace('"briefing":"', `"briefing":"${'x'.repeat(20 * 1024 * 1024)}`);
    const { result, parsed } = guarded(() => loadMissionText(padded));
    expect(issuesOf(result)[0]?.message).toMatch(/^The file is 20\.\d MiB; a mission may be at most 1\.0 MiB\.$/);
    expect(parsed).toBe(false);
  });

  it('refuses an array of a million entries, as text and as a document built in memory', () => {
    const million = new Array<number>(1_000_000).fill(0);
    const asText = guarded(() => loadMissionText(JSON.stringify({ ...cg00, features: million })));
    expect(issuesOf(asText.result)[0]?.message).toContain('a mission may be at most 1.0 MiB');
    expect(asText.parsed).toBe(false);
    expect(issuesOf(loadMission({ ...cg00, features: million }))[0]?.message).toContain('more than 200,000 values');
  });

  it('refuses nesting 100,000 deep, as text and as a document, without overflowing the stack', () => {
    const deepText = `{"format":"breachline-mission","editor":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(issuesOf(loadMissionText(deepText))[0]?.message).toContain('more than 64 levels deep');
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    expect(issuesOf(loadMission({ ...cg00, editor: deep }))[0]?.message).toContain('more than 64 levels deep');
  });

  it('reports a few thousand errors as a capped list rather than all of them', () => {
    const features = Array.from({ length: 5000 }, () => ({ type: 'start', x: 'a', y: 'b' }));
    const issues = issuesOf(loadMission({ ...cg00, features }));
    expect(issues.length).toBe(101);
    expect(issues.at(-1)?.message).toMatch(/^…and \d+ more problems; fix these first\.$/);
  });

  it('never throws on a sample with random values written at random places (property test)', () => {
    const paths = collectPaths(cg00);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 3 }), (path, value) => {
        const document = structuredClone(cg00) as unknown;
        setAt(document, path, value);
        const result = loadMission(document);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

function collectPaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => collectPaths(item, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, child] of Object.entries(value)) collectPaths(child, [...prefix, key], out);
  return out;
}

function setAt(document: unknown, path: readonly (string | number)[], value: unknown): void {
  if (path.length === 0) return;
  let target = document as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = value;
}
