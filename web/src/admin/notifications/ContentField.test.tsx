// @vitest-environment jsdom
import { NOTIFY_VARIABLES } from '@peilian/shared';
import { act, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, useT } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint, type MountPoint } from '../../test/mount';
import { ContentField } from './ContentField';
import { NEW_TEMPLATE, type TemplateDraft } from './templateForm';

/** The content's variable list: a button inserts `{{name}}` where the caret was, and the typing goes on after it. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mount: MountPoint;
beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  mount = mountPoint();
});
afterEach(() => {
  mount.remove();
  document.body.innerHTML = '';
});

function Harness({ content }: { content: string }) {
  const t = useT();
  const [draft, setDraft] = useState<TemplateDraft>({ ...NEW_TEMPLATE, content });
  return (
    <ContentField t={t} draft={draft} change={(patch) => setDraft((current) => ({ ...current, ...patch }))} help={() => ({})} variables={NOTIFY_VARIABLES} />
  );
}

const area = () => document.querySelector<HTMLTextAreaElement>('#notify-content')!;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-testid="notify-variable-${name}"]`)!;

describe('the content field', () => {
  it('inserts the variable at the caret and gives the focus back after it', async () => {
    await act(async () => mount.root.render(<Harness content="昨日活跃人" />));
    area().setSelectionRange(4, 4);
    button('activeLearners').focus();
    await act(async () => button('activeLearners').click());
    expect(area().value).toBe('昨日活跃{{activeLearners}}人');
    expect(document.activeElement).toBe(area());
    expect(area().selectionStart).toBe(4 + '{{activeLearners}}'.length);
  });

  it('names each variable in the admin language, in a group named for what it does', async () => {
    await act(async () => mount.root.render(<Harness content="" />));
    expect(button('orgName').textContent).toBe('企业名称');
    const group = document.querySelector('[data-testid="notify-variables"]')!;
    expect(group.getAttribute('role')).toBe('group');
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('插入变量');
    await act(async () => button('orgName').click());
    expect(area().value).toBe('{{orgName}}');
  });
});
