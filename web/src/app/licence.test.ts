import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/users';
import { licenceStore, loadLicence, permissionContext, type Licence } from './licence';

const licence: Licence = { token: 'token-1', orgId: 'o1', licensed: ['home', 'adminuser'], allowlisted: ['aireport'] };

describe('permission context of the web', () => {
  it("uses the session's licence and names its organisation on the allow-lists it is on", () => {
    expect(permissionContext('hosted', 'token-1', licence)).toEqual({
      edition: 'hosted',
      licensed: ['home', 'adminuser'],
      allowLists: { aireport: ['o1'] },
      licencePending: false,
    });
  });

  it('counts every function licensed, and the licence pending, until the session has its own', () => {
    const pending = { edition: 'hosted', licensed: 'all', allowLists: {}, licencePending: true };
    expect(permissionContext(null, 'token-1', null)).toEqual(pending);
    expect(permissionContext('hosted', 'token-2', licence)).toEqual(pending);
    expect(permissionContext('private', null, licence)).toEqual({ ...pending, edition: 'private' });
  });
});

describe('loading the licence', () => {
  it('never asks for a learner (the call is an admin call)', async () => {
    let asked = 0;
    await loadLicence(buildUser(), async () => {
      asked += 1;
      return { successed: true, functions: [], data: [], allowlisted: [] };
    });
    expect(asked).toBe(0);
    expect(licenceStore.getState().licence).toBeNull();
  });
});
