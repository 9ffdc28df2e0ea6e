// @vitest-environment jsdom
import type { dialogue } from '@peilian/shared';
import { translatorOf } from '@peilian/shared';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint } from '../../test/mount';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { newScenario } from './newScenario';
import { SettingsPanel } from './SettingsPanel';

/** 跟随系统设置 in the scenario editor: the algorithm fields left out follow the organisation's 算法配置. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let remove: () => void;

beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  ({ container, root, remove } = mountPoint());
});
afterEach(() => {
  remove();
  vi.unstubAllGlobals();
});

function panel(scenario: dialogue.Scenario): dialogue.Scenario[] {
  const changes: dialogue.Scenario[] = [];
  act(() => root.render(<SettingsPanel scenario={scenario} t={translatorOf(i18n.instance)} onChange={(next) => changes.push(next)} />));
  return changes;
}

const follow = () =>
  container.querySelector<HTMLInputElement>('[data-testid="settings-similarity-follow"] input, input[data-testid="settings-similarity-follow"]');

describe('the scenario editor’s practice algorithm fields', () => {
  it('shows a new scenario following the system settings, and notes that a rule switched off follows them too', () => {
    const scenario = newScenario('价格异议', '汽车销售');
    expect(scenario).not.toHaveProperty('intentSimilarity');
    panel(scenario);
    expect(follow()?.checked).toBe(true);
    expect(container.querySelector('#scenario-settings-similarity')).toBeNull();
    expect(container.textContent).toContain('跟随系统设置');
    expect(container.textContent).toContain('关闭时使用系统设置中的规则（若已开启）');
  });

  it('gives the scenario its own threshold when unticked, and follows again when ticked', () => {
    const changes = panel(newScenario('价格异议', '汽车销售'));
    act(() => follow()!.click());
    expect(changes.at(-1)?.intentSimilarity).toBe(60);
    const own = panel({ ...newScenario('价格异议', '汽车销售'), intentSimilarity: 75 });
    expect(follow()?.checked).toBe(false);
    expect(container.querySelector<HTMLInputElement>('#scenario-settings-similarity')?.value).toBe('75');
    act(() => follow()!.click());
    expect(own.at(-1)?.intentSimilarity).toBeUndefined();
  });
});

const recognitionShown = () => container.querySelector('#scenario-settings-recognition')?.closest('.ant-select-content')?.getAttribute('title');

/** Types `text` into the recognition language's search and picks the option labelled `label`. */
function pickRecognition(text: string, label: string): void {
  const search = container.querySelector<HTMLInputElement>('#scenario-settings-recognition')!;
  act(() => void search.closest('.ant-select')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, text);
    search.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const options = [...document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')];
  const option = options.find((item) => item.textContent === label);
  if (!option) throw new Error(`no option "${label}" among ${options.map((item) => item.textContent).join(', ')}`);
  act(() => option.click());
}

describe('the scenario’s recognition language', () => {
  it('follows the customer’s language until one of the provider’s engines is chosen, named in the user’s language', () => {
    const scenario = newScenario('价格异议', '汽车销售');
    expect(scenario).not.toHaveProperty('recognitionLanguage');
    const changes = panel(scenario);
    expect(container.querySelector('label[for="scenario-settings-recognition"]')?.textContent).toBe('识别语言');
    expect(recognitionShown()).toBe('跟随客户语言');
    pickRecognition('粤', '粤语 (16k_yue)');
    expect(changes.at(-1)?.recognitionLanguage).toBe('16k_yue');

    const chosen = panel({ ...scenario, recognitionLanguage: '16k_en' });
    expect(recognitionShown()).toBe('英语 (16k_en)');
    pickRecognition('跟随', '跟随客户语言');
    expect(chosen.at(-1)?.recognitionLanguage).toBeUndefined();
  });
});
