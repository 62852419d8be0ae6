/** A pattern for links that begin with `prefix` (a served app's base URL and a fragment), taken literally. */
export const startingWith = (prefix: string): RegExp => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);
