import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { FLOW_RULES, flowIssue, groupIssues, type RuleCode } from './rules.js';

/** The rows of the rules table in docs/scenario-format.md §6: code, severity, Chinese and English message. */
function documentedRules(): string[][] {
  const doc = readFileSync(new URL('../../../docs/scenario-format.md', import.meta.url), 'utf8');
  return doc
    .split('\n')
    .filter((line) => /^\| `[A-Za-z]+` \| (error|incomplete) \|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
}

describe('the one table of flow rules', () => {
  it('is the one the documentation shows, each rule with its severity and its messages', () => {
    const zh = createTranslator('zh-CN');
    const en = createTranslator('en');
    const codes = Object.keys(FLOW_RULES) as RuleCode[];
    const raw = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');
    const expected = codes.map((code) => {
      const key = `dialogue.rules.${code}` as const;
      return [code, FLOW_RULES[code], raw(zh(key, {})), raw(en(key, {}))];
    });
    expect(documentedRules().sort()).toEqual(expected.sort());
  });

  it('has every message in Traditional Chinese too', () => {
    const tw = createTranslator('zh-TW');
    for (const code of Object.keys(FLOW_RULES)) expect(tw(`dialogue.rules.${code as RuleCode}`), code).not.toMatch(/^dialogue\./);
  });
});

describe('a problem found at several nodes', () => {
  it('is one problem naming each node once; the same rule with other parameters stays apart', () => {
    const issues = [
      flowIssue('cannotReachEnd', { nodeId: 'a' }),
      flowIssue('selfLink', { nodeId: 'a', transitionId: 't1' }),
      flowIssue('cannotReachEnd', { nodeId: 'b' }),
      flowIssue('selfLink', { nodeId: 'a', transitionId: 't2' }),
      flowIssue('textTooLong', { nodeId: 'b' }, { max: 300 }),
      flowIssue('textTooLong', { nodeId: 'c' }, { max: 300 }),
      flowIssue('noEnd'),
      flowIssue('textTooLong', { nodeId: 'c' }, { max: 100 }),
    ];
    expect(groupIssues(issues).map(({ code, params, nodeIds }) => ({ code, params, nodeIds }))).toEqual([
      { code: 'cannotReachEnd', params: undefined, nodeIds: ['a', 'b'] },
      { code: 'selfLink', params: undefined, nodeIds: ['a'] },
      { code: 'textTooLong', params: { max: 300 }, nodeIds: ['b', 'c'] },
      { code: 'noEnd', params: undefined, nodeIds: [] },
      { code: 'textTooLong', params: { max: 100 }, nodeIds: ['c'] },
    ]);
  });
});
