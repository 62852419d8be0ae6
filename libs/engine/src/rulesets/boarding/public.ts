// Public API of the `boarding` ruleset. Re-exported by src/index.ts; list each export by name.
export {};
