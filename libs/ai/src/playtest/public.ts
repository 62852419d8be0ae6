// Public API of the Monte-Carlo playtest runner. Re-exported by src/index.ts; list each export by name.
export { runPlaytest, localTransport, type PlaytestOptions, type PlaytestProgress, type PlaytestTransport, type PlaytestHooks } from './run';
export { playRecord, recordGame, specError, type GameRecord, type GameSpec, type RecordedGame } from './record';
export { buildReport, type PlaytestReport, type NotableGame, type ReportMeta } from './report';
export { gameSeeds } from './seeds';
export { wilson95, median, histogram } from './stats';
// Hidden-information checks (the fuzzer in tools/src/fuzz and hidden-observation.spec.ts).
export { botDecisionLeak, legalityLeak, viewLeak, watchTransition, type HiddenLeak, type LeakKind, type PendingTransition } from './hidden-observation';
export { createHiddenWatch, type HiddenWatch, type HiddenWatchOptions } from './hidden-watch';
export { redealHidden, taintHidden, type Redealt } from './redeal';
export { hiddenSpecOf, type HiddenSpec } from './hidden-spec';
export { jsonDifference } from './json-difference';
