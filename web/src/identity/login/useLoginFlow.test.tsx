// @vitest-environment jsdom
import { ApiError } from '@peilian/shared';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPoint, type MountPoint } from '../../test/mount';
import type { LoginOutcome } from '../credentials/loginApi';
import { useLoginFlow, type LoginFlow, type LoginFlowHooks } from './useLoginFlow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mount: MountPoint;
let flow: LoginFlow;
function Probe({ hooks }: { hooks: LoginFlowHooks }) {
  flow = useLoginFlow(hooks);
  return null;
}

beforeEach(() => {
  mount = mountPoint();
});
afterEach(() => mount.remove());

describe('useLoginFlow', () => {
  it("tells the page as a sign-in's request leaves, while its answer is awaited", async () => {
    const events: string[] = [];
    act(() => mount.root.render(<Probe hooks={{ onAttempt: () => events.push('attempt') }} />));
    let answer = (_outcome: LoginOutcome) => undefined as void;
    const attempt = () => {
      events.push('request');
      return new Promise<LoginOutcome>((resolve) => (answer = resolve));
    };
    let running: Promise<LoginOutcome | null> = Promise.resolve(null);
    act(() => void (running = flow.run(attempt)));
    expect(events).toEqual(['request', 'attempt']);
    expect(flow.busy).toBe(true);
    await act(async () => {
      answer({ kind: 'error', error: new ApiError(400, '密码错误', 400, undefined) });
      await running;
    });
    expect(events).toEqual(['request', 'attempt']);
    expect(flow.error).toBe('密码错误');
  });
});
