import { catalogAccessRequestSchema, OPEN_TYPES } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { accessFormValues, accessRequest, inheritedNote, type CatalogAccess } from './accessForm';

const APPOINTED: CatalogAccess = {
  inherit: 0,
  opentype: OPEN_TYPES.appointed,
  users: [{ id: 'u1', name: '张三' }],
  positions: [{ id: 'p1', name: '销售经理' }],
  fromid: 'c1',
  fromname: '销售话术',
  editable: 1,
};

describe('the access list form', () => {
  it('sends back an appointed list as it was read, names as ids', () => {
    const body = accessRequest(accessFormValues(APPOINTED));
    expect(body).toEqual({ inherit: 0, opentype: OPEN_TYPES.appointed, users: ['u1'], positions: ['p1'] });
    expect(catalogAccessRequestSchema.safeParse(body).success).toBe(true);
  });

  it('names nobody for an open type other than appointed, or when following the parent', () => {
    const values = accessFormValues(APPOINTED);
    expect(accessRequest({ ...values, opentype: OPEN_TYPES.private })).toEqual({ inherit: 0, opentype: OPEN_TYPES.private, users: [], positions: [] });
    expect(accessRequest({ ...values, inherit: true })).toMatchObject({ inherit: 1, users: [], positions: [] });
  });

  it('starts a followed list ticked, and an unknown open type as full control', () => {
    expect(accessFormValues({ ...APPOINTED, inherit: 1, opentype: 9 })).toMatchObject({ inherit: true, opentype: OPEN_TYPES.full });
  });

  it('says where a followed list comes from, or that none applies', () => {
    expect(inheritedNote(APPOINTED)).toEqual({ key: 'library.access.inheritedFrom', name: '销售话术' });
    expect(inheritedNote({ fromname: '' })).toEqual({ key: 'library.access.inheritedNone', name: '' });
    expect(inheritedNote(undefined)).toEqual({ key: 'library.access.inheritedNone', name: '' });
  });
});
