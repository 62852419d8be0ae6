// Places and "who" (which heroes) come in a few shapes; the forms pick the shape first, then its fields.

export type PlaceShape = 'actor' | 'feature' | 'tile' | 'cell' | 'unit' | 'unitType' | 'pick';

export const PLACE_SHAPES: readonly { shape: PlaceShape; label: string }[] = [
  { shape: 'actor', label: 'Where the actor stands' },
  { shape: 'feature', label: 'A feature' },
  { shape: 'tile', label: 'A placed tile or zone' },
  { shape: 'cell', label: 'A cell' },
  { shape: 'unit', label: 'Around a unit (follows it)' },
  { shape: 'unitType', label: 'Where an enemy of a type stands' },
];

export function placeShapeOf(place: unknown): PlaceShape | undefined {
  if (place === 'actor') return 'actor';
  if (place === null || typeof place !== 'object') return undefined;
  if ('feature' in place) return 'feature';
  if ('tile' in place) return 'tile';
  if ('pick' in place) return 'pick';
  if ('near' in place) return 'unit';
  if ('unit' in place) return 'unitType';
  if ('x' in place || 'y' in place) return 'cell';
  return undefined;
}

/** A new place of a shape, its reference left for the author to choose. */
export function newPlace(shape: Exclude<PlaceShape, 'pick'>): unknown {
  switch (shape) {
    case 'actor':
      return 'actor';
    case 'feature':
      return { feature: '' };
    case 'tile':
      return { tile: '' };
    case 'cell':
      return { x: 0, y: 0 };
    case 'unit':
      return { near: '' };
    case 'unitType':
      return { unit: '' };
  }
}

export const WHO_NAMED = ['actor', 'all-heroes', 'heroes-with-actor', 'random-hero'] as const;

export type WhoShape = (typeof WHO_NAMED)[number] | 'carrying' | 'piloting' | 'in' | 'class';

export const WHO_SHAPES: readonly { shape: WhoShape; label: string }[] = [
  { shape: 'actor', label: 'The actor' },
  { shape: 'all-heroes', label: 'All heroes' },
  { shape: 'heroes-with-actor', label: 'Heroes with the actor' },
  { shape: 'random-hero', label: 'A random hero' },
  { shape: 'carrying', label: 'The carrier of a feature' },
  { shape: 'piloting', label: 'The pilot of a vehicle' },
  { shape: 'in', label: 'Heroes in a place' },
  { shape: 'class', label: 'Heroes of a class' },
];

export function whoShapeOf(who: unknown): WhoShape | undefined {
  if (typeof who === 'string') return (WHO_NAMED as readonly string[]).includes(who) ? (who as WhoShape) : undefined;
  if (who === null || typeof who !== 'object') return undefined;
  if ('carrying' in who) return 'carrying';
  if ('piloting' in who) return 'piloting';
  if ('in' in who) return 'in';
  if ('class' in who) return 'class';
  return undefined;
}

export function newWho(shape: WhoShape): unknown {
  switch (shape) {
    case 'carrying':
      return { carrying: '' };
    case 'piloting':
      return { piloting: '' };
    case 'in':
      return { in: 'actor' };
    case 'class':
      return { class: '' };
    default:
      return shape;
  }
}
