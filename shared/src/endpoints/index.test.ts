import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../api/endpoint.js';
import { fileDownloadSchema } from '../schemas/files.js';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from './index.js';

const everyCall = (table: Record<string, Record<string, Endpoint>>) =>
  Object.entries(table).flatMap(([group, calls]) => Object.entries(calls).map(([name, call]) => [`${group}.${name}`, call] as const));

describe('the endpoint tables', () => {
  it.each([
    ['learner', LEARNER_ENDPOINTS],
    ['admin', ADMIN_ENDPOINTS],
  ])('mark as binary exactly the calls that answer a file (%s)', (_, table) => {
    const calls = everyCall(table as unknown as Record<string, Record<string, Endpoint>>);
    const binary = calls.filter(([, call]) => call.binary).map(([name]) => name);
    const files = calls.filter(([, call]) => call.response === fileDownloadSchema).map(([name]) => name);
    expect(binary).toEqual(files);
    expect(files.length).toBeGreaterThan(0);
    // A download is a GET: nothing is sent but its path and query.
    expect(calls.filter(([, call]) => call.binary && (call.method !== 'GET' || call.body || call.multipart))).toEqual([]);
  });
});
