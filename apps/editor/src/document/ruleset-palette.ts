// What the palette offers for a ruleset, read from the format's own data rather than listed per ruleset here:
// the feature types the mission schema knows, those the ruleset's built-in tiles make room for and its sample
// missions place coming first; and the enemy unit types the format knows for the ruleset.
import { BUILTIN_TILES, knownUnitTypes, missionSchema, SAMPLE_MISSIONS } from '@breachline/scenario-schema';
import { listOf } from './mission-edits';
import { isRulesetId } from './rulesets';

/** Words for each feature type of the format (a type without words is shown by its id). */
const FEATURE_NAMES: ReadonlyMap<string, string> = new Map([
  ['start', 'Start square'],
  ['exit', 'Exit'],
  ['objective', 'Objective'],
  ['spawn', 'Spawn point'],
  ['entry', 'Entry point'],
  ['search', 'Search token'],
  ['terminal', 'Terminal'],
  ['switch', 'Switch'],
  ['radar', 'Radar token'],
  ['item', 'Item'],
  ['barracks', 'Barracks'],
  ['guard-point', 'Guard point'],
  ['secret-passage', 'Secret passage'],
  ['room-feature', 'Room feature'],
  ['vehicle', 'Vehicle'],
  ['deployment', 'Deployment zone'],
  ['marker', 'Marker'],
  ['cover', 'Cover'],
  ['difficult', 'Difficult ground'],
  ['dangerous', 'Dangerous ground'],
]);

/**
 * Tile slots that are ground rather than a feature a mission places (horde.md §3.6, §11 G5: cover, difficult,
 * dangerous; blocking ground is the Obstacle cell), each with the tint the painter shows it in.
 */
const TERRAIN_SLOTS: ReadonlyMap<string, string> = new Map([
  ['cover', '#4f8fd9'],
  ['difficult', '#d9b84f'],
  ['dangerous', '#d9534f'],
]);

/** The tint of a ground slot type, or undefined for a feature slot. */
export const terrainSlotColour = (type: string): string | undefined => TERRAIN_SLOTS.get(type);

export interface PaletteEntry {
  readonly type: string;
  readonly name: string;
}

/** A feature type in words: "guard-point" → "Guard point". */
export const featureName = (type: string): string => words(type);

const words = (type: string) => FEATURE_NAMES.get(type) ?? type.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Every feature type the mission format allows, in the schema's order. */
export function allFeatureTypes(): readonly string[] {
  const schema = missionSchema as { $defs?: { feature?: { properties?: { type?: { enum?: unknown } } } } };
  const types = schema.$defs?.feature?.properties?.type?.enum;
  return Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : [...FEATURE_NAMES.keys()];
}

/**
 * Every type a tile slot may have in the painter: the format's feature types, then the ground kinds
 * (a mission places no ground feature, so they are tile slots only), then any other type a built-in tile uses.
 */
export function allSlotTypes(): readonly string[] {
  const types = new Set([...allFeatureTypes(), ...TERRAIN_SLOTS.keys()]);
  for (const ref of BUILTIN_TILES.names()) for (const slot of (BUILTIN_TILES.get(ref) as { slots?: { type: string }[] } | undefined)?.slots ?? []) types.add(slot.type);
  return [...types];
}

/** Feature types a ruleset's built-in tiles have slots for or its sample missions place. */
function usedBy(ruleset: string): ReadonlySet<string> {
  const used = new Set<string>();
  for (const ref of BUILTIN_TILES.names()) {
    if (!ref.startsWith(`${ruleset}/`)) continue;
    for (const slot of (BUILTIN_TILES.get(ref) as { slots?: { type: string }[] } | undefined)?.slots ?? []) used.add(slot.type);
  }
  for (const mission of Object.values(SAMPLE_MISSIONS)) {
    if ((mission as { ruleset?: unknown }).ruleset !== ruleset) continue;
    for (const feature of listOf<{ type?: unknown }>(mission, 'features')) if (typeof feature.type === 'string') used.add(feature.type);
  }
  return used;
}

/** The ruleset's own features first (as the palette shows them), then the format's other features. */
export function featurePalette(ruleset: string): { readonly own: readonly PaletteEntry[]; readonly more: readonly PaletteEntry[] } {
  const used = usedBy(ruleset);
  // Only the format's feature types: ground slots (cover…) live on tiles, not in the mission's features.
  const all = allFeatureTypes().map((type) => ({ type, name: words(type) }));
  return { own: all.filter((f) => used.has(f.type)), more: all.filter((f) => !used.has(f.type)) };
}

/** The enemy unit types of the ruleset (none for an id the format does not know). */
export function unitPalette(ruleset: string): readonly PaletteEntry[] {
  // The format's table is a plain object: an id such as "constructor" must find nothing, not Object's own.
  const known = isRulesetId(ruleset) ? knownUnitTypes(ruleset) : [];
  return known.map((type) => ({ type, name: type.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) }));
}
