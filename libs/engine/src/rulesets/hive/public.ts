// Public API of the `hive` ruleset. Re-exported by src/index.ts; list each export by name.
export {};
