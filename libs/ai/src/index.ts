// Public entry point of @breachline/ai: every decision that is not a human's — the rulebooks' enemy
// procedures, hero bots and the driver that plays a game between them. Each area lists its exports.
export * from './bots/public';
export * from './hive/public';
export * from './boarding/public';
export * from './playtest/public';
export * from './derelict/value-public';
