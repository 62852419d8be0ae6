// Writes test-corpus/links/: hostile share (#m=) and replay (#r=) links, one URL fragment per text file, and
// their manifest (file, kind, expected outcome and message fragment). Run once; the files are committed so
// the apps' end-to-end tests can open the very same links. `node scripts/generate-hostile-links.mjs`
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { strToU8, zlibSync } from 'fflate';

const out = new URL('../test-corpus/links/', import.meta.url);
const samples = new URL('../src/samples/', import.meta.url);
mkdirSync(out, { recursive: true });

const b64 = (bytes) => Buffer.from(bytes).toString('base64url');
const zipped = (text) => zlibSync(strToU8(text), { level: 9 });
const payload = (text) => `1.${b64(zipped(text))}`;
const sample = (name) => JSON.parse(readFileSync(new URL(`${name}.mission.json`, samples), 'utf8'));
const firstSteps = sample('first-steps');
const good = payload(JSON.stringify(firstSteps));

const manifest = [];
const link = (file, kind, fragment, outcome, message) => {
  writeFileSync(new URL(file, out), `${fragment}\n`);
  manifest.push({ file, kind, outcome, ...(message ? { message } : {}) });
};
const share = (file, fragmentPayload, outcome, message) => link(file, 'share', `#m=${fragmentPayload}`, outcome, message);
const replay = (file, fragmentPayload, outcome, message) => link(file, 'replay', `#r=${fragmentPayload}`, outcome, message);

// The bomb: 64 MiB of zeros, about 90 KB as a link.
const bomb = `1.${b64(zlibSync(new Uint8Array(64 * 1024 * 1024), { level: 9 }))}`;
const flipAt = (text, at) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

share('share-valid-first-steps.txt', good, 'opens');
share('share-bomb-64-mib.txt', bomb, 'refused', 'expands to more than 1 MiB');
share('share-truncated.txt', good.slice(0, Math.floor(good.length / 2)), 'refused', 'damaged or incomplete');
share('share-tampered-checksum.txt', flipAt(good, good.length - 2), 'refused', 'damaged or incomplete');
share('share-tampered-middle.txt', flipAt(good, Math.floor(good.length / 2)), 'refused', 'damaged or incomplete');
share('share-version-0.txt', `0${good.slice(1)}`, 'refused', 'encoding version 0, which Breachline never wrote');
share('share-version-2.txt', `2${good.slice(1)}`, 'refused', 'made by a newer version');
share('share-not-base64.txt', '1.abc$def!ghi', 'refused', 'characters a link never has');
share('share-no-version.txt', b64(zipped(JSON.stringify(firstSteps))), 'refused', 'not a Breachline share link');
share('share-empty.txt', '', 'refused', 'not a Breachline share link');
share('share-random-bytes.txt', `1.${b64(Uint8Array.from({ length: 600 }, (_, i) => (i * 2654435761) >>> 24))}`, 'refused', 'damaged or incomplete');
share('share-not-json.txt', payload('hello, this is not a mission'), 'refused', 'not valid JSON');
share('share-not-a-mission.txt', payload(JSON.stringify({ hello: 'world' })), 'refused', "missing the required property");
share('share-duplicate-keys.txt', payload(JSON.stringify(firstSteps).replace('"ruleset":"boarding"', '"ruleset":"boarding","ruleset":"hive"')), 'refused', 'The key "ruleset" appears twice');
share('share-proto-key.txt', payload(JSON.stringify(firstSteps).replace('"meta":{', '"meta":{"__proto__":{"polluted":true},')), 'refused', '__proto__');
const noDeck = sample('hive-destroy-the-hive');
delete noDeck.exploration;
share('share-hive-without-deck.txt', payload(JSON.stringify(noDeck)), 'refused', 'no exploration deck');
const noEntry = sample('boarding-purge');
noEntry.features = noEntry.features.filter((f) => f.type !== 'entry');
share('share-boarding-without-entry.txt', payload(JSON.stringify(noEntry)), 'refused', 'at least one entry point');
const badCap = sample('boarding-retrieve');
badCap.options.turnLimit = -1000000;
share('share-turn-limit-negative.txt', payload(JSON.stringify(badCap)), 'refused', 'whole number of rounds from 1 to 999');
share('share-deep-nesting.txt', payload(`{"format":"breachline-mission","editor":${'['.repeat(5000)}${']'.repeat(5000)}}`), 'refused', 'more than 64 levels deep');
share('share-two-mib-text.txt', payload(JSON.stringify({ ...firstSteps, meta: { ...firstSteps.meta, briefing: 'x'.repeat(2 * 1024 * 1024) } })), 'refused', 'expands to more than 1 MiB');

const recorded = {
  format: 'breachline-replay',
  version: 1,
  mission: firstSteps,
  seed: 7,
  heroes: [{ id: 'hero-1', kind: 'sergeant', name: 'Sgt. Vance' }],
  actions: [{ type: 'end-activation', side: 'heroes', unit: 'hero-1' }],
  hash: 'not-a-real-hash',
  caption: 'A hostile replay',
};
const replayOf = (doc) => payload(JSON.stringify(doc));
const goodReplay = replayOf(recorded);
replay('replay-bomb-64-mib.txt', bomb, 'refused', 'expands to more than 5 MiB');
replay('replay-version-0.txt', replayOf({ ...recorded, version: 0 }), 'refused', 'format version 0 is not one Breachline ever wrote');
replay('replay-version-negative.txt', replayOf({ ...recorded, version: -1 }), 'refused', 'format version -1 is not one Breachline ever wrote');
replay('replay-version-fraction.txt', replayOf({ ...recorded, version: 1.5 }), 'refused', 'format version 1.5 is not one Breachline ever wrote');
replay('replay-version-text.txt', replayOf({ ...recorded, version: '1' }), 'refused', 'is not one Breachline ever wrote');
replay('replay-version-2.txt', replayOf({ ...recorded, version: 2 }), 'refused', 'made by a newer version');
replay('replay-encoding-version-0.txt', `0${goodReplay.slice(1)}`, 'refused', 'encoding version 0, which Breachline never wrote');
replay('replay-truncated.txt', goodReplay.slice(0, Math.floor(goodReplay.length / 2)), 'refused', 'damaged or incomplete');
replay('replay-tampered-checksum.txt', flipAt(goodReplay, goodReplay.length - 2), 'refused', 'damaged or incomplete');
replay('replay-not-base64.txt', '1.%%%%', 'refused', 'characters a link never has');
replay('replay-heroes-null.txt', replayOf({ ...recorded, heroes: [null] }), 'refused', 'party of heroes is missing or damaged');
replay('replay-heroes-empty.txt', replayOf({ ...recorded, heroes: [] }), 'refused', 'party of heroes is missing or damaged');
replay('replay-seven-heroes.txt', replayOf({ ...recorded, heroes: Array.from({ length: 7 }, (_, i) => ({ id: `h${i}`, kind: 'sergeant', name: `H${i}` })) }), 'refused', '1 to 6 heroes');
replay('replay-huge-action-list.txt', replayOf({ ...recorded, actions: new Array(100_001).fill(0) }), 'refused', 'longer than 100,000');
replay('replay-actions-not-a-list.txt', replayOf({ ...recorded, actions: 'all of them' }), 'refused', 'list of actions is missing');
replay('replay-seed-fraction.txt', replayOf({ ...recorded, seed: 1.5 }), 'refused', 'its game is incomplete');
replay('replay-no-mission.txt', replayOf({ ...recorded, mission: undefined }), 'refused', 'its game is incomplete');
replay('replay-not-a-replay.txt', replayOf({ format: 'breachline-mission', version: 1 }), 'refused', 'does not hold a replay');
replay('replay-array.txt', replayOf([recorded]), 'refused', 'does not hold a replay');
replay('replay-null.txt', replayOf(null), 'refused', 'does not hold a replay');

writeFileSync(new URL('manifest.json', out), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${manifest.length} links written to ${out.pathname}`);
