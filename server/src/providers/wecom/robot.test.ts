import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWecomFake, type WecomFake } from '../../../test/fakes/wecom.js';
import { createWecomRobot, fitMarkdown, MARKDOWN_MAX_BYTES, uploadUrlOf, type WecomError } from './robot.js';

let fake: WecomFake;
const robot = createWecomRobot({ timeoutMs: 5_000 });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as WecomError,
  );

beforeAll(async () => {
  fake = await startWecomFake();
});
afterAll(() => fake.close());

describe('the enterprise WeChat group robot client', () => {
  it('posts markdown, and a file by uploading it first', async () => {
    await robot.postMarkdown(fake.webhook(), '**昨日运营日报**\n学习人数：12');
    const content = Buffer.from([0x50, 0x4b, 3, 4, 0, 255]);
    await robot.postFile(fake.webhook(), { filename: '任务报表.xlsx', content });
    const posts = await fake.waitForPosts(2);
    expect(posts[0]!.body).toEqual({ msgtype: 'markdown', markdown: { content: '**昨日运营日报**\n学习人数：12' } });
    expect(fake.files).toHaveLength(1);
    expect(fake.files[0]).toMatchObject({ filename: '任务报表.xlsx' });
    expect(fake.files[0]!.content.equals(content)).toBe(true);
    expect(posts[1]!.body).toEqual({ msgtype: 'file', file: { media_id: fake.files[0]!.mediaId } });
  });

  it('reports a refused key, an unreachable robot and none set', async () => {
    expect(await failure(robot.postMarkdown(fake.webhook('unknown'), 'x'))).toMatchObject({ name: 'WecomError', kind: 'refused', errcode: 93000 });
    expect(await failure(robot.postMarkdown('http://127.0.0.1:1/cgi-bin/webhook/send?key=k', 'x'))).toMatchObject({ kind: 'unreachable' });
    expect(await failure(robot.postMarkdown('', 'x'))).toMatchObject({ kind: 'notConfigured' });
  });

  it('keeps markdown within 4096 bytes, cut at a character', () => {
    const long = '运'.repeat(2000);
    const fitted = fitMarkdown(long);
    expect(Buffer.byteLength(fitted, 'utf8')).toBeLessThanOrEqual(MARKDOWN_MAX_BYTES);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitMarkdown('short')).toBe('short');
    expect(uploadUrlOf('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc').toString()).toBe(
      'https://qyapi.weixin.qq.com/cgi-bin/webhook/upload_media?key=abc&type=file',
    );
  });
});
