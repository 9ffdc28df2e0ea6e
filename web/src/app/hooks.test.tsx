// @vitest-environment jsdom
import type { Translate } from '@peilian/shared';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localesBackend } from '../i18n/localesBackend';
import { createWebI18n, type WebI18n } from '../i18n/webI18n';
import { servingLocales } from '../test/locales';
import { useLanguage, useT } from './hooks';
import { mountPoint } from '../test/mount';

// React's act() environment flag for a non-testing-library setup.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let remove: () => void;
let i18n: WebI18n;

function Waiting({ count }: { count: number }) {
  const t = useT();
  return <p data-language={useLanguage()}>{t('examLearner.waiting', { count })}</p>;
}

const translators: Translate[] = [];

function PracticeEntry() {
  const t = useT();
  translators.push(t);
  return <p>{t('practiceLearner.entry')}</p>;
}

function render() {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n.instance}>
        <Waiting count={1} />
        <Waiting count={2} />
      </I18nextProvider>,
    ),
  );
}

const shown = () => [...container.querySelectorAll('p')].map((line) => [line.dataset.language, line.textContent]);

beforeEach(async () => {
  i18n = createWebI18n({ backend: localesBackend({ fetch: servingLocales() }) });
  await i18n.loadNamespaces(['exam']);
  ({ container, root, remove } = mountPoint());
});

afterEach(() => {
  remove();
});

describe('useT and useLanguage over react-i18next', () => {
  it('picks the English plural form for 1 and for 2', async () => {
    await i18n.change('en');
    render();
    expect(shown()).toEqual([
      ['en', '1 answer waiting for network'],
      ['en', '2 answers waiting for network'],
    ]);
  });

  it('follows a language change once it is applied', async () => {
    render();
    expect(shown()).toEqual([
      ['zh-CN', '1个答案等待网络同步'],
      ['zh-CN', '2个答案等待网络同步'],
    ]);
    await act(async () => {
      await i18n.change('en');
    });
    expect(shown()).toEqual([
      ['en', '1 answer waiting for network'],
      ['en', '2 answers waiting for network'],
    ]);
  });

  it('shows a namespace that arrives late without a new translate function (effects on it do not run again)', async () => {
    translators.length = 0;
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n.instance}>
          <PracticeEntry />
        </I18nextProvider>,
      ),
    );
    await act(() => i18n.loadNamespaces(['practice']));
    expect(container.textContent).toBe('自由练习');
    expect(translators.length).toBeGreaterThan(1);
    expect(new Set(translators).size).toBe(1);
  });
});
