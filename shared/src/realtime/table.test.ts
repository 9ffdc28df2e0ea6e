import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callPracticeSession, onPush, PRACTICE_CALLS, PRACTICE_PUSHES, sendCall, SYSTEM_CALLS, type SocketEmit, type SocketListen } from './table.js';

/** An emit that records what was sent and answers from a queue. */
function recordingEmit(...replies: unknown[]) {
  const sent: { event: string; payload: unknown; timeoutMs: number }[] = [];
  const emit: SocketEmit = async (event, payload, timeoutMs) => {
    sent.push({ event, payload, timeoutMs });
    return replies.shift();
  };
  return { sent, emit };
}

describe('socket call tables', () => {
  it('name every event once across the call and push tables', () => {
    const events = [...Object.values(SYSTEM_CALLS), ...Object.values(PRACTICE_CALLS), ...Object.values(PRACTICE_PUSHES)].map((entry) => entry.event);
    expect(new Set(events).size).toBe(events.length);
    expect(events.every((event) => event === 'ping' || event.startsWith('practice:'))).toBe(true);
  });

  it('send a call by its table entry and parse the reply with its schema', async () => {
    const { sent, emit } = recordingEmit({ ok: true, recognisesAudio: true }, { ok: true, recognisesAudio: 'yes' });
    await expect(sendCall(emit, PRACTICE_CALLS.voiceConfig, {})).resolves.toEqual({ ok: true, recognisesAudio: true });
    expect(sent).toEqual([{ event: 'practice:voiceConfig', payload: {}, timeoutMs: PRACTICE_CALLS.voiceConfig.timeoutMs }]);
    await expect(sendCall(emit, PRACTICE_CALLS.voiceConfig, {})).rejects.toThrow(z.ZodError);
  });

  it('send a session call by name, with the session reply’s schema', async () => {
    const refusal = { ok: false, errcode: 30001, errmsg: '练习已暂停超过30分钟' };
    const { sent, emit } = recordingEmit(refusal, { ok: true });
    await expect(callPracticeSession(emit, 'resume', { sessionId: 's1' })).resolves.toEqual(refusal);
    expect(sent[0]).toMatchObject({ event: 'practice:resume', payload: { sessionId: 's1' }, timeoutMs: 30_000 });
    await expect(callPracticeSession(emit, 'silence', { sessionId: 's1' })).rejects.toThrow(z.ZodError);
  });

  it('hand on only pushes that fit their schema, and stop listening when asked', () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const listen: SocketListen = (event, handler) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    };
    const received: unknown[] = [];
    const invalid: z.ZodError[] = [];
    const stop = onPush(
      listen,
      PRACTICE_PUSHES.partial,
      (payload) => received.push(payload),
      (error) => invalid.push(error),
    );
    handlers.get('practice:partial')?.({ sessionId: 's1', text: '您好' });
    handlers.get('practice:partial')?.({ sessionId: 's1' });
    expect(received).toEqual([{ sessionId: 's1', text: '您好' }]);
    expect(invalid).toHaveLength(1);
    stop();
    expect(handlers.has('practice:partial')).toBe(false);
  });
});
