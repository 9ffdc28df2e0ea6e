import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client.js';
import { TransportError, type Transport, type TransportRequest, type TransportResponse } from './transport.js';

/** A transport that records every request and answers from a queue. */
function recordingTransport(...answers: (TransportResponse | Error)[]) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const answer = answers.shift() ?? { status: 200, data: { successed: true } };
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { requests, transport };
}

function clientWith(transport: Transport, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    transport,
    baseUrl: 'https://example.test/',
    client: { browser: 'Chrome', os: 'Android', from: 'pc' },
    getToken: () => 'tok-1',
    getLanguage: () => 'zh-TW',
    ...extra,
  });
}

describe('api client', () => {
  it('sends the spec headers and a form-encoded body by default', async () => {
    const { requests, transport } = recordingTransport();
    await clientWith(transport).post('/api/login', { account: '张三 abc', password: 'a&b=c', tags: ['x', 'y'] });
    const [request] = requests;
    expect(request?.url).toBe('https://example.test/api/login');
    expect(request?.headers).toMatchObject({
      token: 'tok-1',
      browser: 'Chrome',
      os: 'Android',
      apptype: '1',
      from: 'pc',
      'Accept-Language': 'zh-TW',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(request?.body).toBe('account=%E5%BC%A0%E4%B8%89+abc&password=a%26b%3Dc&tags=x&tags=y');
    expect(request?.timeoutMs).toBe(300000);
  });

  it("gives a call its own timeout when asked, and others the client's", async () => {
    const { requests, transport } = recordingTransport();
    const client = clientWith(transport);
    await client.post('api/admin/system/online/logout', undefined, { timeoutMs: 5000 });
    await client.get('api/trainning/user/logininfo');
    expect(requests.map((request) => request.timeoutMs)).toEqual([5000, 300000]);
  });

  it("sends JSON when the call says so (the endpoint table's json flag)", async () => {
    const { requests, transport } = recordingTransport();
    await clientWith(transport).post('api/trainning/v3/exampaper/42/save?key=k', { answer: [{ id: 1 }] }, { json: true });
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ answer: [{ id: 1 }] });
  });

  it('puts GET data into the query string and sends no body', async () => {
    const { requests, transport } = recordingTransport();
    await clientWith(transport).get('api/trainning/user/verifycode', { mobile: '13800138000', skip: undefined });
    expect(requests[0]?.url).toBe('https://example.test/api/trainning/user/verifycode?mobile=13800138000');
    expect(requests[0]?.body).toBeUndefined();
  });

  it('treats a bare object or array as success, and successed:false as failure', async () => {
    const { transport } = recordingTransport(
      { status: 200, data: [1, 2] },
      { status: 200, data: { rows: [] } },
      { status: 200, data: { successed: false, errcode: 40002, errmsg: '輸入有誤' } },
    );
    const client = clientWith(transport);
    await expect(client.get('a')).resolves.toEqual([1, 2]);
    await expect(client.get('b')).resolves.toEqual({ rows: [] });
    await expect(client.get('c')).rejects.toMatchObject({ errcode: 40002, errmsg: '輸入有誤', key: 'errors.invalidInput' });
  });

  it('treats a non-200 status as failure even with successed true', async () => {
    const { transport } = recordingTransport({ status: 500, data: { successed: true } }, { status: 200, data: 'text' });
    const client = clientWith(transport);
    await expect(client.get('a')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('b')).rejects.toBeInstanceOf(ApiError);
  });

  it('forces logout once for the spec logout codes, and again after reset', async () => {
    const codes: number[] = [];
    const logout = { status: 401, data: { successed: false, errcode: 10001, errmsg: 'elsewhere' } };
    const { transport } = recordingTransport(logout, logout, { status: 401, data: { successed: false, errcode: 9100, errmsg: '' } });
    const client = clientWith(transport, { onLogout: (code) => codes.push(code) });
    await expect(client.get('a')).rejects.toMatchObject({ errcode: 10001 });
    await expect(client.get('b')).rejects.toMatchObject({ errcode: 10001 });
    expect(codes).toEqual([10001]);
    client.resetLogout();
    await expect(client.get('c')).rejects.toMatchObject({ errcode: 9100 });
    expect(codes).toEqual([10001, 9100]);
  });

  it('keeps the failure body and lets sign-in calls skip forced logout', async () => {
    const codes: number[] = [];
    const disabled = { status: 401, data: { successed: false, errcode: 9999, errmsg: 'disabled', miniopenid: 'o-1' } };
    const { transport } = recordingTransport(disabled, disabled);
    const client = clientWith(transport, { onLogout: (code) => codes.push(code) });
    await expect(client.post('api/login/wechat/mini', { code: 'c' }, { noLogout: true })).rejects.toMatchObject({
      errcode: 9999,
      body: { miniopenid: 'o-1' },
    });
    expect(codes).toEqual([]);
    await expect(client.get('api/trainning/user/logininfo')).rejects.toMatchObject({ errcode: 9999 });
    expect(codes).toEqual([9999]);
  });

  it('does not log out for ordinary failures', async () => {
    const codes: number[] = [];
    const { transport } = recordingTransport({ status: 403, data: { successed: false, errcode: 40300, errmsg: 'no' } });
    await expect(clientWith(transport, { onLogout: (c) => codes.push(c) }).get('a')).rejects.toMatchObject({ status: 403 });
    expect(codes).toEqual([]);
  });

  it('turns transport failures into network and timeout errors', async () => {
    const { transport } = recordingTransport(new TransportError('timeout'), new TypeError('Failed to fetch'));
    const client = clientWith(transport);
    await expect(client.get('a')).rejects.toMatchObject({ key: 'errors.timeout', status: 0 });
    await expect(client.get('b')).rejects.toMatchObject({ key: 'errors.network', status: 0 });
  });

  it('reads msg or errmessage when errmsg is absent', async () => {
    const { transport } = recordingTransport({ status: 200, data: { successed: false, errcode: 2, msg: 'from msg' } });
    await expect(clientWith(transport).get('a')).rejects.toMatchObject({ errmsg: 'from msg', errcode: 2 });
  });
});

describe('api client downloads', () => {
  const bytes = new Uint8Array([0xff, 0xfb, 0x90, 0x00]).buffer;

  it('asks the transport for bytes and resolves with the file, its type and the server’s name', async () => {
    const disposition = `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent('任务报表.xlsx')}`;
    const { requests, transport } = recordingTransport({
      status: 200,
      data: bytes,
      headers: { 'content-type': 'audio/mpeg', 'content-disposition': disposition },
    });
    const file = await clientWith(transport).request('GET', 'api/x/1/audio', { binary: true });
    expect(file).toEqual({ bytes, type: 'audio/mpeg', name: '任务报表.xlsx' });
    expect(requests[0]).toMatchObject({ method: 'GET', url: 'https://example.test/api/x/1/audio', binary: true });
    expect(requests[0]?.headers).toMatchObject({ token: 'tok-1', Accept: '*/*' });
  });

  it('gives a file without headers the generic type and no name', async () => {
    const { transport } = recordingTransport({ status: 200, data: bytes });
    await expect(clientWith(transport).request('GET', 'a', { binary: true })).resolves.toEqual({ bytes, type: 'application/octet-stream' });
  });

  it('hands the transport a download’s progress listener, and no JSON call one', async () => {
    const { requests, transport } = recordingTransport({ status: 200, data: bytes }, { status: 200, data: { successed: true } });
    const onProgress = () => undefined;
    const client = clientWith(transport);
    await client.request('GET', 'a', { binary: true, onProgress });
    await client.request('GET', 'b', { onProgress });
    expect(requests[0]?.onProgress).toBe(onProgress);
    expect(requests[1]).not.toHaveProperty('onProgress');
    expect(requests[1]).not.toHaveProperty('binary');
    expect(requests[1]?.headers.Accept).toBe('application/json');
  });

  it('fails a refused download with its errcode and message, as any other call', async () => {
    const { transport } = recordingTransport({ status: 404, data: { successed: false, errcode: 40400, errmsg: '录音不存在' } });
    const failure = clientWith(transport).request('GET', 'a', { binary: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ errcode: 40400, errmsg: '录音不存在', status: 404, key: 'errors.notFound' });
  });

  it('ends the session once for a download refused with a forced-logout code', async () => {
    const codes: number[] = [];
    const elsewhere = { status: 401, data: { successed: false, errcode: 10001, errmsg: 'elsewhere' } };
    const { transport } = recordingTransport(elsewhere, elsewhere);
    const client = clientWith(transport, { onLogout: (code) => codes.push(code) });
    await expect(client.request('GET', 'a', { binary: true })).rejects.toMatchObject({ errcode: 10001 });
    await expect(client.request('GET', 'b', { binary: true })).rejects.toMatchObject({ errcode: 10001 });
    expect(codes).toEqual([10001]);
  });

  it('fails a download that never reached the server as a network or timeout failure', async () => {
    const { transport } = recordingTransport(new TypeError('Failed to fetch'), new TransportError('timeout'));
    const client = clientWith(transport);
    await expect(client.request('GET', 'a', { binary: true })).rejects.toMatchObject({ key: 'errors.network', status: 0 });
    await expect(client.request('GET', 'b', { binary: true })).rejects.toMatchObject({ key: 'errors.timeout', status: 0 });
  });
});
