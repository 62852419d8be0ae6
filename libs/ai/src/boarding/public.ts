// Public API of the `boarding` enemy procedures. Re-exported by src/index.ts; list each export by name.
export {};
