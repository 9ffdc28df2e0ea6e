import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client.js';
import { bindEndpoints, endpointPath, endpointUrl, paramsOfPath, routesOf, type Answer, type CallArgs } from './endpoint.js';
import type { DownloadedFile } from './download.js';
import { table } from './testTable.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

function bound(...answers: TransportResponse[]) {
  const requests: TransportRequest[] = [];
  const logouts: number[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return answers.shift() ?? { status: 200, data: { successed: true, n: 1 } };
  };
  const client = createApiClient({
    transport,
    baseUrl: '',
    client: { browser: 'b', os: 'o', from: 'pc' },
    getToken: () => 't',
    onLogout: (code) => logouts.push(code),
  });
  return { api: bindEndpoints(client, table), requests, logouts };
}

describe('bound endpoints', () => {
  it('fills and escapes path parameters and sends the rest as the query', async () => {
    const { api, requests } = bound();
    await api.things.read({ id: 'a/b 1' });
    await api.things.list({ page: 2, name: '王' });
    expect(requests.map((request) => request.url)).toEqual(['/api/things/a%2Fb%201', `/api/things?page=2&name=${encodeURIComponent('王')}`]);
  });

  it('sends the body as the table says: JSON where listed, else form-encoded', async () => {
    const { api, requests } = bound();
    await api.things.save({ id: 'x', key: 'k' }, { items: [1, 2] });
    await api.things.rename({ id: 'x' }, { name: 'a b' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/things/x/save?key=k', body: '{"items":[1,2]}' });
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[1]).toMatchObject({ method: 'PUT', url: '/api/things/x', body: 'name=a+b' });
    expect(requests[1]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('parses the answer with the table’s schema and refuses one that does not fit', async () => {
    const { api } = bound({ status: 200, data: { successed: true, n: 7 } }, { status: 200, data: { successed: true, n: 'seven' } });
    await expect(api.things.read({ id: '1' })).resolves.toEqual({ successed: true, n: 7 });
    await expect(api.things.read({ id: '1' })).rejects.toThrow(z.ZodError);
  });

  it('keeps a logout code of a sessionless call a failure, not the end of the session', async () => {
    const refused = { status: 200, data: { successed: false, errcode: 9999, errmsg: '账号已禁用' } };
    const { api, logouts } = bound(refused, refused);
    await expect(api.things.join({}, { code: 'c' })).rejects.toThrow('账号已禁用');
    expect(logouts).toEqual([]);
    await expect(api.things.read({ id: '1' })).rejects.toThrow('账号已禁用');
    expect(logouts).toEqual([9999]);
  });

  it('passes a call’s own timeout to the transport', async () => {
    const { api, requests } = bound();
    await api.things.list({ page: 1 }, { timeoutMs: 1500 });
    await api.things.save({ id: 'x', key: 'k' }, { items: [] }, { timeoutMs: 900 });
    expect(requests.map((request) => request.timeoutMs)).toEqual([1500, 900]);
  });

  it('leaves multipart endpoints to the platform’s upload adapter, which builds their path', () => {
    const { api } = bound();
    expect('upload' in api.things).toBe(false);
    expect(endpointPath(table.things.upload, { id: 'f 1' })).toBe('api/things/f%201/file');
    expect(() => endpointPath(table.things.upload, { id: '' })).toThrow('the parameter id is missing');
  });

  it('builds the URL of a call made outside the client: parameters in the path, the rest as the query', () => {
    expect(endpointUrl(table.things.read, { id: 'a/b' })).toBe('api/things/a%2Fb');
    expect(endpointUrl(table.things.list, { page: 2, name: undefined })).toBe('api/things?page=2');
    expect(endpointUrl(table.things.save, { id: 7, key: 'k 1' })).toBe('api/things/7/save?key=k+1');
  });

  it('types the arguments from the path and the query schema', () => {
    expectTypeOf<CallArgs<typeof table.things.save>>().toEqualTypeOf<{ id: string | number } & { key: string }>();
    expectTypeOf<CallArgs<typeof table.things.read>>().toEqualTypeOf<{ id: string | number } & Record<never, never>>();
  });

  it('refuses options written where a call without parameters takes its arguments', () => {
    const { api } = bound();
    // @ts-expect-error — the timeout goes after the (empty) arguments, not in their place.
    void api.things.join({ timeoutMs: 5 }, { code: 'c' });
    void api.things.join({}, { code: 'c' }, { timeoutMs: 5 });
  });

  it('resolves a download with its file, and refuses an answer that is not bytes', async () => {
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const { api, requests } = bound(
      { status: 200, data: bytes, headers: { 'content-type': 'audio/mpeg', 'content-disposition': 'attachment; filename="a.mp3"' } },
      { status: 200, data: { successed: true } },
    );
    await expect(api.things.file({ id: 'x' })).resolves.toEqual({ bytes, type: 'audio/mpeg', name: 'a.mp3' });
    expect(requests[0]).toMatchObject({ url: '/api/things/x/file', binary: true });
    await expect(api.things.file({ id: 'x' })).rejects.toThrow(z.ZodError);
    expectTypeOf<Answer<typeof table.things.file>>().toEqualTypeOf<DownloadedFile>();
  });

  it('fails a refused download as any other call, forced logout included', async () => {
    const { api, logouts } = bound({ status: 401, data: { successed: false, errcode: 10001, errmsg: 'elsewhere' } });
    await expect(api.things.file({ id: 'x' })).rejects.toMatchObject({ errcode: 10001, status: 401 });
    expect(logouts).toEqual([10001]);
  });

  it('marks a download in its route, for clients that send calls before their schemas load', () => {
    expect(routesOf(table).things.file).toEqual({ method: 'GET', path: 'api/things/:id/file', binary: true });
    expect(routesOf(table).things.read).toEqual({ method: 'GET', path: 'api/things/:id' });
  });

  it('reads back the parameters of a URL the server handed out for a call, and only of that call', () => {
    expect(paramsOfPath(table.things.file, 'api/things/a%2Fb/file')).toEqual({ id: 'a/b' });
    expect(paramsOfPath(table.things.file, '/api/things/7/file')).toEqual({ id: '7' });
    expect(paramsOfPath(table.things.file, 'api/things/7/file?x=1')).toBeNull();
    expect(paramsOfPath(table.things.file, 'api/things/7/other')).toBeNull();
    expect(paramsOfPath(table.things.file, 'api/things//file')).toBeNull();
    expect(paramsOfPath(table.things.file, 'api/things/%E0%A4%A/file')).toBeNull();
  });
});
