// @vitest-environment jsdom
import { dialogue, translatorOf } from '@peilian/shared';
import { act, useState } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app';
import { stubAntdMeasuring } from '../../test/antdInJsdom';
import { loadEveryNamespace } from '../../test/locales';
import { mountPoint } from '../../test/mount';
import { IssueList } from './IssueList';
import { newScenario } from './newScenario';
import { nextChecklistId } from './roleplayBrief';
import { SettingsPanel } from './SettingsPanel';

/** The role-play section of the scenario editor's settings: the switch, the brief's fields and its lists. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let remove: () => void;
/** The document as the editor holds it after the last change. */
let latest: dialogue.Scenario;

beforeAll(() => loadEveryNamespace(i18n));
beforeEach(() => {
  stubAntdMeasuring();
  ({ container, root, remove } = mountPoint());
});
afterEach(() => {
  remove();
  vi.unstubAllGlobals();
});

/** The settings panel holding the document as the editor does, each change rendered again. */
function editor(scenario: dialogue.Scenario): void {
  latest = scenario;
  function Editor() {
    const [current, setCurrent] = useState(scenario);
    const onChange = (next: dialogue.Scenario) => {
      latest = next;
      setCurrent(next);
    };
    return <SettingsPanel scenario={current} t={translatorOf(i18n.instance)} onChange={onChange} />;
  }
  act(() => root.render(<Editor />));
}

const byTestId = <E extends Element = HTMLElement>(id: string) => container.querySelector<E>(`[data-testid="${id}"]`);
const click = (id: string) => act(() => byTestId(id)!.click());
const roleplaySwitch = () => byTestId<HTMLButtonElement>('roleplay-switch');

/** Types `text` into an input or text area as a user does (React sees the input event). */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const typeInto = (selector: string, text: string) => type(container.querySelector<HTMLInputElement>(selector)!, text);

/** Opens the select holding `selector` and picks the option labelled `label`. */
function pick(selector: string, label: string): void {
  const select = container.querySelector(selector)!.closest('.ant-select')!;
  act(() => void select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));
  const options = [...document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')];
  const option = options.find((item) => item.textContent === label);
  if (!option) throw new Error(`no option "${label}" among ${options.map((item) => item.textContent).join(', ')}`);
  act(() => option.click());
}

const scenario = () => newScenario('价格异议', '汽车销售');
const labelOf = (id: string) => container.querySelector(`label[for="${id}"]`)?.textContent;

describe('the role-play switch', () => {
  it('adds a brief with the schema’s defaults, and shows its fields labelled in the user’s language', () => {
    editor(scenario());
    expect(latest).not.toHaveProperty('roleplay');
    expect(container.textContent).toContain('角色扮演');
    expect(roleplaySwitch()?.getAttribute('aria-label')).toBe('由AI扮演客户（角色扮演）');
    expect(roleplaySwitch()?.getAttribute('aria-checked')).toBe('false');
    expect(byTestId('roleplay-situation')).toBeNull();

    act(() => roleplaySwitch()!.click());
    expect(latest.roleplay).toEqual(dialogue.roleplayBriefSchema.parse({}));
    expect(latest.roleplay).toMatchObject({ difficulty: 'normal', turnLimit: 10, minuteLimit: 0, objections: [], checklist: [] });
    expect(roleplaySwitch()?.getAttribute('aria-checked')).toBe('true');
    expect(labelOf('scenario-roleplay-situation')).toBe('情境');
    expect(labelOf('scenario-roleplay-opening')).toBe('客户开场白');
    expect(labelOf('scenario-roleplay-turn-limit')).toBe('回合上限');
    expect(byTestId<HTMLTextAreaElement>('roleplay-goal')?.maxLength).toBe(dialogue.ROLEPLAY_LIMITS.textMax);
    expect(container.querySelector<HTMLInputElement>('#scenario-roleplay-turn-limit')?.value).toBe('10');
  });

  it('removes `roleplay` from the document when switched off, and keeps the flow and settings', () => {
    const brief = dialogue.roleplayBriefSchema.parse({ situation: '客户第二次到店', objections: ['太贵了'] });
    editor({ ...scenario(), roleplay: brief });
    expect(byTestId<HTMLTextAreaElement>('roleplay-situation')?.value).toBe('客户第二次到店');
    act(() => roleplaySwitch()!.click());
    expect(latest).not.toHaveProperty('roleplay');
    expect(latest).toEqual(scenario());
    expect(byTestId('roleplay-situation')).toBeNull();
  });
});

describe('the brief’s fields', () => {
  it('write what the author types and picks into the brief', () => {
    editor({ ...scenario(), roleplay: dialogue.roleplayBriefSchema.parse({}) });
    type(byTestId<HTMLTextAreaElement>('roleplay-situation')!, '客户第二次到店，已看过竞品');
    type(byTestId<HTMLTextAreaElement>('roleplay-budget')!, '20万以内');
    type(byTestId<HTMLTextAreaElement>('roleplay-opening')!, '你们这车怎么卖？');
    pick('#scenario-roleplay-difficulty', '困难');
    typeInto('#scenario-roleplay-turn-limit', '20');
    typeInto('#scenario-roleplay-minute-limit', '5');
    expect(latest.roleplay).toMatchObject({
      situation: '客户第二次到店，已看过竞品',
      budget: '20万以内',
      opening: '你们这车怎么卖？',
      difficulty: 'hard',
      turnLimit: 20,
      minuteLimit: 5,
      goal: '',
    });
  });

  it('add, edit and remove objections and hidden facts, up to their limits', () => {
    editor({ ...scenario(), roleplay: dialogue.roleplayBriefSchema.parse({}) });
    click('roleplay-objection-add');
    click('roleplay-objection-add');
    type(byTestId<HTMLInputElement>('roleplay-objection-0')!, '太贵了');
    type(byTestId<HTMLInputElement>('roleplay-objection-1')!, '油耗高');
    expect(latest.roleplay?.objections).toEqual(['太贵了', '油耗高']);
    expect(byTestId('roleplay-objection-remove-0')?.getAttribute('aria-label')).toBe('删除异议 1');
    click('roleplay-objection-remove-0');
    expect(latest.roleplay?.objections).toEqual(['油耗高']);
    expect(byTestId<HTMLInputElement>('roleplay-objection-0')?.value).toBe('油耗高');

    click('roleplay-fact-add');
    type(byTestId<HTMLTextAreaElement>('roleplay-fact-text-0')!, '家里有两个孩子');
    type(byTestId<HTMLInputElement>('roleplay-fact-asked-0')!, '家庭|孩子');
    expect(latest.roleplay?.hiddenFacts).toEqual([{ fact: '家里有两个孩子', askedBy: '家庭|孩子' }]);
    click('roleplay-fact-0-remove');
    expect(latest.roleplay?.hiddenFacts).toEqual([]);

    editor({ ...scenario(), roleplay: dialogue.roleplayBriefSchema.parse({ objections: Array.from({ length: 10 }, (_, index) => `异议${index}`) }) });
    expect(byTestId<HTMLButtonElement>('roleplay-objection-add')?.disabled).toBe(true);
    expect(byTestId<HTMLButtonElement>('roleplay-fact-add')?.disabled).toBe(false);
  });

  it('add checklist items with unique ids, edit their kind, title and keywords, and remove them', () => {
    editor({ ...scenario(), roleplay: dialogue.roleplayBriefSchema.parse({}) });
    click('roleplay-check-add');
    click('roleplay-check-add');
    expect(latest.roleplay?.checklist.map(({ id, kind }) => [id, kind])).toEqual([
      ['c1', 'knowledge'],
      ['c2', 'knowledge'],
    ]);
    type(byTestId<HTMLInputElement>('roleplay-check-title-1')!, '报出优惠方案');
    type(byTestId<HTMLInputElement>('roleplay-check-keywords-1')!, '优惠,方案');
    pick('[data-testid="roleplay-check-kind-1"]', '促成');
    expect(latest.roleplay?.checklist[1]).toEqual({ id: 'c2', kind: 'closing', title: '报出优惠方案', keywords: '优惠,方案' });
    expect(byTestId<HTMLInputElement>('roleplay-check-title-1')?.maxLength).toBe(dialogue.ROLEPLAY_LIMITS.checklistTitleMax);

    click('roleplay-check-0-remove');
    expect(latest.roleplay?.checklist).toEqual([{ id: 'c2', kind: 'closing', title: '报出优惠方案', keywords: '优惠,方案' }]);
    click('roleplay-check-add');
    expect(latest.roleplay?.checklist.map(({ id }) => id)).toEqual(['c2', 'c3']);
  });

  it('have their issues listed under the canvas with the shared rules’ messages', () => {
    editor({ ...scenario(), roleplay: dialogue.roleplayBriefSchema.parse({}) });
    click('roleplay-check-add');
    const issues = dialogue.validateScenario(latest).issues.filter((issue) => issue.path?.[0] === 'roleplay');
    expect(issues.map((issue) => issue.key)).toEqual(['dialogue.rules.checklistItemIncomplete']);
    act(() => root.render(<IssueList issues={issues} t={translatorOf(i18n.instance)} onSelect={() => undefined} />));
    expect(byTestId('flow-issues')?.textContent).toContain('考核项须填写名称和关键词');
  });
});

describe('a new checklist item’s id', () => {
  it('is one past the highest `c<n>`, whatever other ids the list holds', () => {
    const item = (id: string): dialogue.ChecklistItem => ({ id, kind: 'knowledge', title: '', keywords: '' });
    expect(nextChecklistId([])).toBe('c1');
    expect(nextChecklistId([item('c3'), item('c1')])).toBe('c4');
    expect(nextChecklistId([item('price'), item('c2x')])).toBe('c1');
  });
});
