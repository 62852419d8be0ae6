// Public API of the rules core (randomness, decks, hidden tokens, the reducer, replay).
// Re-exported by src/index.ts; list each export by name.
export {};
