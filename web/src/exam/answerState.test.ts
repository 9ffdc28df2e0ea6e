import type { StoredAnswer } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { mergedAnswers } from './answerState';
import type { LocalAnswer } from './examStore';

const server = (questionid: string, at: number, saveid: string, choices: string[]): StoredAnswer => ({ questionid, choices, fills: [], at, saveid });
const local = (questionid: string, at: number, saveid: string, choices: string[], synced: boolean): LocalAnswer => ({ ...server(questionid, at, saveid, choices), scope: 'u:c:k', synced });

describe("the attempt's answers on the device", () => {
  it("merges the server's answers with the device's, newest wins, and knows which wait in the outbox", () => {
    const merged = mergedAnswers(
      [server('0', 100, 'server-save-0', ['A']), server('1', 300, 'other-device-1', ['B']), server('2', 50, 'server-save-2', ['A'])],
      [local('0', 200, 'device-save-0', ['B'], false), local('1', 250, 'device-save-1', ['A'], false), local('3', 10, 'device-save-3', ['C'], true)],
    );
    expect(merged['0']).toMatchObject({ choices: ['B'], saveid: 'device-save-0', synced: false });
    expect(merged['1']).toMatchObject({ choices: ['B'], saveid: 'other-device-1', synced: true });
    expect(merged['2']).toMatchObject({ choices: ['A'], synced: true });
    expect(merged['3']).toMatchObject({ choices: ['C'], synced: true });
    expect(Object.keys(merged).sort()).toEqual(['0', '1', '2', '3']);
  });

  it('is the same whichever side already holds a save', () => {
    const answer = local('0', 100, 'same-save-0', ['A'], true);
    expect(mergedAnswers([server('0', 100, 'same-save-0', ['A'])], [answer])['0']).toMatchObject({ saveid: 'same-save-0', synced: true });
    expect(mergedAnswers([], [])).toEqual({});
  });
});
