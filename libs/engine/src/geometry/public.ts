// Public API of the geometry mechanics (line of sight, distance fields, zones, noise).
// Re-exported by src/index.ts; list each export by name.
export {};
