import { TransportError, type Transport, type TransportRequest } from '@peilian/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askEarly, withEarlyAnswers } from './earlyAnswers';

const centre: TransportRequest = {
  method: 'GET',
  url: '/api/trainning/v3/center?platform=mobile',
  headers: { token: 't1', apptype: '1', 'Accept-Language': 'zh-TW' },
  timeoutMs: 300_000,
};
const answered = (data: unknown): Transport => vi.fn<Transport>(async () => ({ status: 200, data }));

beforeEach(() => {
  globalThis.peilianEarlyAnswers = undefined;
});

describe('answers asked for before the app loaded', () => {
  it('hands the early answer to the identical request once, whatever the headers’ order', async () => {
    await askEarly(answered({ early: true }), centre);
    const inner = answered({ early: false });
    const transport = withEarlyAnswers(inner);
    const sameReordered = { ...centre, headers: { 'Accept-Language': 'zh-TW', apptype: '1', token: 't1' } };
    await expect(transport(sameReordered)).resolves.toEqual({ status: 200, data: { early: true } });
    expect(inner).not.toHaveBeenCalled();
    await expect(transport(centre)).resolves.toEqual({ status: 200, data: { early: false } });
  });

  it('asks again for a request that differs: another token or language, another method', async () => {
    await askEarly(answered({ early: true }), centre);
    const inner = answered({ early: false });
    const transport = withEarlyAnswers(inner);
    await expect(transport({ ...centre, headers: { ...centre.headers, 'Accept-Language': 'zh-CN' } })).resolves.toMatchObject({ data: { early: false } });
    await expect(transport({ ...centre, headers: { ...centre.headers, token: 't2' } })).resolves.toMatchObject({ data: { early: false } });
    await expect(transport({ ...centre, method: 'POST' })).resolves.toMatchObject({ data: { early: false } });
    await expect(transport(centre)).resolves.toMatchObject({ data: { early: true } });
  });

  it('asks again when the early request never reached the server', async () => {
    const failing = vi.fn<Transport>(async () => Promise.reject(new TransportError('network', 'offline')));
    await expect(askEarly(failing, centre)).resolves.toBeNull();
    const inner = answered({ early: false });
    await expect(withEarlyAnswers(inner)(centre)).resolves.toMatchObject({ data: { early: false } });
    expect(inner).toHaveBeenCalledOnce();
  });

  it('sends nothing early once the app has started: the app asks for itself', () => {
    withEarlyAnswers(answered(null));
    const early = answered({ early: true });
    expect(askEarly(early, centre)).toBeNull();
    expect(early).not.toHaveBeenCalled();
  });
});
