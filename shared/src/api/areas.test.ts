import { describe, expect, it } from 'vitest';
import { areasOnce, bindAreasLazily, type AreaLoaders } from './areas.js';
import { createApiClient } from './client.js';
import { routesOf } from './endpoint.js';
import { table } from './testTable.js';
import type { Transport, TransportRequest } from './transport.js';

type Table = typeof table;

/** The table's areas behind loaders that count their loads and can be made to fail once. */
function lazily({ failFirst = false, routes = false } = {}) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return request.binary
      ? { status: 200, data: new ArrayBuffer(2), headers: { 'content-type': 'audio/mpeg' } }
      : { status: 200, data: { successed: true, n: 2 } };
  };
  const client = createApiClient({ transport, baseUrl: '', client: { browser: 'b', os: 'o', from: 'pc' }, getToken: () => 't' });
  const loads = { things: 0, others: 0 };
  let fail = failFirst;
  const loaders: AreaLoaders<Table> = {
    things: async () => {
      loads.things += 1;
      if (fail) {
        fail = false;
        throw new Error('chunk lost');
      }
      return table.things;
    },
    others: async () => {
      loads.others += 1;
      return table.others;
    },
  };
  const areaOf = areasOnce(loaders);
  return { api: bindAreasLazily(client, areaOf, routes ? routesOf(table) : undefined), areaOf, requests, loads };
}

describe('areas loaded on first use', () => {
  it('loads no area before a call, then only the called area, once, however many calls', async () => {
    const { api, requests, loads } = lazily();
    const read = api.things.read;
    expect(loads).toEqual({ things: 0, others: 0 });
    await expect(read({ id: '1' })).resolves.toEqual({ successed: true, n: 2 });
    await Promise.all([api.things.list({ page: 1 }), api.things.save({ id: 'x', key: 'k' }, { items: [3] })]);
    expect(loads).toEqual({ things: 1, others: 0 });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/things/1',
      'GET /api/things?page=1',
      'POST /api/things/x/save?key=k',
    ]);
    expect(api.things.read).toBe(read);
  });

  it('hands every caller of an area the same definitions', async () => {
    const { areaOf, loads } = lazily();
    const [first, second] = await Promise.all([areaOf('things'), areaOf('things')]);
    expect(first).toBe(second);
    expect(await areaOf('things')).toBe(first);
    expect(loads.things).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    const { api, loads } = lazily({ failFirst: true });
    await expect(api.things.read({ id: '1' })).rejects.toThrow('chunk lost');
    await expect(api.things.read({ id: '1' })).resolves.toEqual({ successed: true, n: 2 });
    expect(loads.things).toBe(2);
  });

  it('refuses a call or an area the table does not have, and leaves multipart uploads to the platform', async () => {
    const { api, areaOf, requests } = lazily();
    const calls = api as unknown as Record<string, Record<string, () => Promise<unknown>>>;
    await expect(calls.things!.missing!()).rejects.toThrow('things.missing is not a call of the table');
    await expect(calls.things!.upload!()).rejects.toThrow('things.upload is not a call of the table');
    await expect(calls.nowhere!.read!()).rejects.toThrow('nowhere is not an area of the table');
    await expect(areaOf('nowhere' as keyof Table & string)).rejects.toThrow('nowhere is not an area of the table');
    expect(requests).toEqual([]);
  });

  it.each([
    ['without routes', false],
    ['with routes', true],
  ])('sends a download as a download and resolves with its file (%s)', async (_, routes) => {
    const { api, requests } = lazily({ routes });
    await expect(api.things.file({ id: '1' })).resolves.toEqual({ bytes: new ArrayBuffer(2), type: 'audio/mpeg' });
    expect(requests).toMatchObject([{ method: 'GET', url: '/api/things/1/file', binary: true }]);
  });
});
