/** The mission's `meta` block, read defensively (a document being made may lack it). */
export function metaOf(mission: unknown): Record<string, unknown> {
  const meta = (mission as { meta?: unknown } | null)?.meta;
  return meta !== null && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {};
}

/** Sets one field of `meta` (a dotted path one level deeper for `heroes.min` / `heroes.max`). */
export function setMeta(mission: unknown, field: string, value: unknown): Record<string, unknown> {
  const doc = mission !== null && typeof mission === 'object' ? (mission as Record<string, unknown>) : {};
  const meta = metaOf(mission);
  const [outer, inner] = field.split('.') as [string, string | undefined];
  if (inner === undefined) return { ...doc, meta: { ...meta, [outer]: value } };
  const nested = meta[outer] !== null && typeof meta[outer] === 'object' ? (meta[outer] as Record<string, unknown>) : {};
  return { ...doc, meta: { ...meta, [outer]: { ...nested, [inner]: value } } };
}
