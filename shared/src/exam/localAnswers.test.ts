import { describe, expect, it } from 'vitest';
import { isSaveId, type StoredAnswer } from './answers.js';
import { outboxBackoffMs } from '../outbox/outbox.js';
import { countdownText, mergeLocalAnswers, saveIdFromBytes, saveIdSequence, type LocalAnswer } from './localAnswers.js';

const server = (questionid: string, at: number, saveid: string, choices: string[]): StoredAnswer => ({ questionid, choices, fills: [], at, saveid });
const local = (questionid: string, at: number, saveid: string, choices: string[], synced = false): LocalAnswer => ({
  ...server(questionid, at, saveid, choices),
  synced,
});

describe("an attempt's answers on the device", () => {
  it("merges the server's answers with the device's, newest wins, and knows which wait in the outbox", () => {
    const merged = mergeLocalAnswers(
      [server('0', 100, 'server-save-0', ['A']), server('1', 300, 'other-device-1', ['B']), server('2', 50, 'server-save-2', ['A'])],
      [local('0', 200, 'device-save-0', ['B']), local('1', 250, 'device-save-1', ['A']), local('3', 10, 'device-save-3', ['C'], true)],
    );
    expect(merged['0']).toEqual({ questionid: '0', choices: ['B'], fills: [], at: 200, saveid: 'device-save-0', synced: false });
    expect(merged['1']).toMatchObject({ choices: ['B'], saveid: 'other-device-1', synced: true });
    expect(merged['2']).toMatchObject({ choices: ['A'], synced: true });
    expect(merged['3']).toMatchObject({ choices: ['C'], synced: true });
    expect(Object.keys(merged).sort()).toEqual(['0', '1', '2', '3']);
  });

  it('counts a save the server already holds as synced, even when the device has not noted its acknowledgement yet', () => {
    const merged = mergeLocalAnswers([server('0', 1, 'save-a', ['A'])], [local('0', 1, 'save-a', ['A']), local('1', 2, 'save-b', ['C'])]);
    expect(Object.values(merged).map(({ questionid, synced }) => ({ questionid, synced }))).toEqual([
      { questionid: '0', synced: true },
      { questionid: '1', synced: false },
    ]);
  });

  it('is the same whichever side already holds a save, and keeps odd question ids as plain keys', () => {
    expect(mergeLocalAnswers([server('0', 100, 'same-save-0', ['A'])], [local('0', 100, 'same-save-0', ['A'], true)])['0']).toMatchObject({ synced: true });
    expect(mergeLocalAnswers([], [])).toEqual({});
    const odd = mergeLocalAnswers([], [local('__proto__', 1, 'save-proto', ['A'])]);
    expect(Object.keys(odd)).toEqual(['__proto__']);
  });
});

describe('save ids', () => {
  it('backs off from 1 s doubling up to 30 s and makes save ids the server accepts from random bytes', () => {
    expect([1, 2, 3, 6, 20].map(outboxBackoffMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    const id = saveIdFromBytes(Uint8Array.from({ length: 16 }, (_, index) => index * 17));
    expect(id).toBe('00112233445566778899aabbccddeeff');
    expect(isSaveId(id)).toBe(true);
    const next = saveIdSequence(id);
    const ids = Array.from({ length: 40 }, next);
    expect(new Set(ids).size).toBe(40);
    expect(ids.every(isSaveId)).toBe(true);
    expect(ids[0]).toBe(`${id}-1`);
  });
});

describe('the exam countdown text', () => {
  it('shows minutes and seconds, hours only when there are some, never below zero', () => {
    expect([0, 9, 65, 3599, 3600, 5025, -4].map(countdownText)).toEqual(['00:00', '00:09', '01:05', '59:59', '1:00:00', '1:23:45', '00:00']);
  });
});
