import { describe, expect, test } from 'vitest';
import type { SocketEmit, SocketListen } from './table.js';
import { faqVoiceChannel, practiceVoiceChannel } from './voiceChannels.js';

/** A socket that records every call and answers each with `reply`. */
function recordingEmit(reply: unknown): { emit: SocketEmit; sent: { event: string; payload: unknown }[] } {
  const sent: { event: string; payload: unknown }[] = [];
  return {
    sent,
    emit: async (event, payload) => {
      sent.push({ event, payload });
      return reply;
    },
  };
}

describe("a quick Q&A answer's voice channel", () => {
  test('opens the recognition for the question, streams frames and ends with the recognised text, keyed by the drill', async () => {
    const { emit, sent } = recordingEmit({ ok: true, text: '本月有优惠' });
    const channel = faqVoiceChannel('d1', 3);
    const frame = new ArrayBuffer(8);
    expect(channel.id).toBe('d1');
    await channel.open(emit);
    await channel.frame(emit, frame);
    expect(await channel.end(emit)).toEqual({ ok: true, text: '本月有优惠' });
    expect(sent).toEqual([
      { event: 'faq:voiceStart', payload: { drillId: 'd1', seq: 3 } },
      { event: 'faq:voiceFrame', payload: { drillId: 'd1', audio: frame } },
      { event: 'faq:voiceEnd', payload: { drillId: 'd1' } },
    ]);
  });

  test('discards a cancelled answer with faq:voiceCancel, keyed by the drill', async () => {
    const { emit, sent } = recordingEmit({ ok: true, text: '' });
    expect(await faqVoiceChannel('d1', 3).cancel(emit)).toEqual({ ok: true, text: '' });
    expect(sent).toEqual([{ event: 'faq:voiceCancel', payload: { drillId: 'd1' } }]);
  });

  test("hands over the server's refusal as it came", async () => {
    const { emit } = recordingEmit({ ok: false, errcode: 50381, errmsg: '语音识别暂不可用' });
    expect(await faqVoiceChannel('d1', 1).open(emit)).toEqual({ ok: false, errcode: 50381, errmsg: '语音识别暂不可用' });
  });

  test('without a question to answer it offers nothing to record', () => {
    expect(faqVoiceChannel('d1', 0).id).toBe('');
  });

  test('follows faq:partial with the drill each text belongs to, ignoring malformed pushes', () => {
    const handlers = new Map<string, (payload: unknown) => void>();
    const listen: SocketListen = (event, handler) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    };
    const heard: [string, string][] = [];
    const stop = faqVoiceChannel('d1', 1).partials(listen, (id, text) => heard.push([id, text]));
    handlers.get('faq:partial')?.({ drillId: 'd1', text: '本月' });
    handlers.get('faq:partial')?.({ drillId: 'd2', text: '别的练习' });
    handlers.get('faq:partial')?.({ text: '没有练习编号' });
    expect(heard).toEqual([
      ['d1', '本月'],
      ['d2', '别的练习'],
    ]);
    stop();
    expect(handlers.has('faq:partial')).toBe(false);
  });
});

describe("a live practice turn's voice channel", () => {
  test('ends with the text only (the page sends the answer), and discards a cancelled answer with practice:voiceCancel', async () => {
    const { emit, sent } = recordingEmit({ ok: true, text: '' });
    const channel = practiceVoiceChannel('s1');
    await channel.end(emit);
    await channel.cancel(emit);
    expect(sent).toEqual([
      { event: 'practice:voiceEnd', payload: { sessionId: 's1', submit: false } },
      { event: 'practice:voiceCancel', payload: { sessionId: 's1' } },
    ]);
  });
});
