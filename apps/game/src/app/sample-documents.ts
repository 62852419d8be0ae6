// The sample missions' documents, in a module of their own so that the start screen can load it after its
// first paint (mission-catalogue.ts imports it with `import()`; a library imported both ways trips the
// workspace's lazy-load lint rule, a local module does not).
export { SAMPLE_MISSIONS } from '@breachline/scenario-schema/samples';
