// Public API of the `hive` enemy procedures. Re-exported by src/index.ts; list each export by name.
export {};
