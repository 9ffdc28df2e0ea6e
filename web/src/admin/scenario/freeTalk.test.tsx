// @vitest-environment jsdom
import { dialogue, translatorOf, type PracticeCustomerLine } from '@peilian/shared';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, sessionStore } from '../../app';
import { CustomerLine } from '../../practice';
import { loadEveryNamespace } from '../../test/locales';
import { buildUser } from '../../test/users';
import type { FlowChange } from './flowModel';
import { NodePanel } from './NodePanel';
import { mountPoint } from '../../test/mount';
import { stubAntdMeasuring } from '../../test/antdInJsdom';

/** Free talk on the web: the editor's switch on customer nodes (aillm only) and the learner's fallback notice. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let remove: () => void;

// The editor's and the learner's strings, loaded as the admin area does before it renders.
beforeAll(() => loadEveryNamespace(i18n));

beforeEach(() => {
  // What jsdom lacks and antd's inputs measure with.
  stubAntdMeasuring();
  ({ container, root, remove } = mountPoint());
});

afterEach(() => {
  remove();
  sessionStore.getState().clear();
  vi.unstubAllGlobals();
});

const flow = (freetalk?: boolean): dialogue.Flow =>
  dialogue.flowSchema.parse({
    nodes: [
      { id: 'start', type: 'start', transitions: [{ id: 't0', node: 'c1' }] },
      {
        id: 'c1',
        name: '进店',
        type: 'customer',
        ...(freetalk === undefined ? {} : { freetalk }),
        transitions: [{ id: 't1', node: 'end', speechtype: 1, specifytext: '你好' }],
      },
      { id: 'end', type: 'end' },
    ],
  });

function panel(current: dialogue.Flow, nodeId: string): FlowChange[] {
  const changes: FlowChange[] = [];
  act(() =>
    root.render(
      <NodePanel flow={current} nodeId={nodeId} t={translatorOf(i18n.instance)} onChange={(change) => changes.push(change)} onDelete={() => undefined} />,
    ),
  );
  return changes;
}

const freeTalkSwitch = () => container.querySelector<HTMLButtonElement>('[data-testid="node-freetalk"]');

describe('the free-talk switch of the flow editor', () => {
  it('turns free talk on and off on a customer node when the organisation has aillm', () => {
    sessionStore.getState().setUser(buildUser({ aillm: 1, orgowner: 1 }));
    const changes = panel(flow(), 'c1');
    expect(container.textContent).toContain('自由对话（AI 客户）');
    expect(freeTalkSwitch()?.getAttribute('aria-checked')).toBe('false');
    act(() => freeTalkSwitch()!.click());
    expect(changes.at(-1)!.flow.nodes.find((node) => node.id === 'c1')?.freetalk).toBe(true);

    const on = panel(flow(true), 'c1');
    expect(freeTalkSwitch()?.getAttribute('aria-checked')).toBe('true');
    act(() => freeTalkSwitch()!.click());
    expect(on.at(-1)!.flow.nodes.find((node) => node.id === 'c1')).not.toHaveProperty('freetalk');
  });

  it('is only on customer nodes', () => {
    sessionStore.getState().setUser(buildUser({ aillm: 1 }));
    panel(flow(), 'start');
    expect(freeTalkSwitch()).toBeNull();
  });

  it('is hidden without aillm, and the flag stays as it was when the node is edited', () => {
    sessionStore.getState().setUser(buildUser({ aillm: 0, orgowner: 1 }));
    const changes = panel(flow(true), 'c1');
    expect(freeTalkSwitch()).toBeNull();
    const name = container.querySelector<HTMLInputElement>('[data-testid="node-name"] input, input[data-testid="node-name"]')!;
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(name, '客户进店');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(changes.at(-1)!.flow.nodes.find((node) => node.id === 'c1')).toMatchObject({ name: '客户进店', freetalk: true });
  });
});

describe('the learner’s customer line', () => {
  const line = (fields: Partial<PracticeCustomerLine>): PracticeCustomerLine => ({
    text: '你好，我想看看车。',
    emotion: 0,
    cause: 'flow',
    audio: null,
    notice: null,
    ...fields,
  });
  const notice = () => container.querySelector('[data-testid="practice-llm-fallback"]');

  it('shows the AI customer’s notice on a scripted fallback line', () => {
    act(() => root.render(<CustomerLine line={line({ llm: 'fallback' })} />));
    expect(notice()?.textContent).toBe('智能客户暂时无法回应，已使用标准话术');
    expect(notice()?.getAttribute('role')).toBe('note');
  });

  it('shows no notice on the model’s line or a scripted line', () => {
    act(() => root.render(<CustomerLine line={line({ llm: 'model', text: '这车看着不错。' })} />));
    expect(container.textContent).toContain('这车看着不错。');
    expect(notice()).toBeNull();
    act(() => root.render(<CustomerLine line={line({})} />));
    expect(notice()).toBeNull();
  });
});
