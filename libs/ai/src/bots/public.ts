// Public API of the hero bots and the game driver. Re-exported by src/index.ts; list each export by name.
export {};
