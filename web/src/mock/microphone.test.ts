import { describe, expect, it, vi } from 'vitest';
import { MICROPHONE_MESSAGES, microphoneIssue, requestMicrophone } from './microphone';

const failure = (name: string) => Object.assign(new Error(name), { name });

describe('microphoneIssue', () => {
  it('names each getUserMedia failure, old Chrome names included', () => {
    expect(microphoneIssue(failure('NotAllowedError'))).toBe('denied');
    expect(microphoneIssue(failure('PermissionDeniedError'))).toBe('denied');
    expect(microphoneIssue(failure('NotFoundError'))).toBe('notFound');
    expect(microphoneIssue(failure('NotReadableError'))).toBe('unreadable');
    expect(microphoneIssue(failure('OverconstrainedError'))).toBe('constraints');
    expect(microphoneIssue(failure('SecurityError'))).toBe('security');
    expect(microphoneIssue(new TypeError('no media type'))).toBe('mediaType');
    expect(microphoneIssue(failure('Weird'))).toBe('other');
    expect(microphoneIssue('not an error')).toBe('other');
  });

  it('has a message for every issue', () => {
    expect(MICROPHONE_MESSAGES.denied).toBe('microphone.denied');
    expect(MICROPHONE_MESSAGES.noApi).toBe('microphone.checkPermission');
    expect(MICROPHONE_MESSAGES.other).toBe('microphone.checkDevice');
    expect(Object.values(MICROPHONE_MESSAGES).every(Boolean)).toBe(true);
  });
});

describe('requestMicrophone', () => {
  it('asks for audio only and stops every track it got', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }, { stop }] }) as unknown as MediaStream);
    await expect(requestMicrophone({ getUserMedia })).resolves.toBeNull();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('reports a refusal and a missing media API', async () => {
    const getUserMedia = vi.fn(async () => {
      throw failure('NotAllowedError');
    });
    await expect(requestMicrophone({ getUserMedia })).resolves.toBe('denied');
    await expect(requestMicrophone(undefined)).resolves.toBe('noApi');
  });
});
