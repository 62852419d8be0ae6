import { metaOf, setMeta } from './meta-edits';

describe('meta edits', () => {
  it('set a field and a nested hero limit without touching the rest', () => {
    const mission = { id: 'm', meta: { title: 'Old', heroes: { min: 1, max: 4 } } };
    const renamed = setMeta(mission, 'title', 'New');
    expect(metaOf(renamed)).toEqual({ title: 'New', heroes: { min: 1, max: 4 } });
    expect(metaOf(setMeta(renamed, 'heroes.max', 6))).toEqual({ title: 'New', heroes: { min: 1, max: 6 } });
    expect(mission.meta.title).toBe('Old');
  });

  it('start a meta block in a document that has none', () => {
    expect(setMeta({}, 'title', 'T')).toEqual({ meta: { title: 'T' } });
  });
});
