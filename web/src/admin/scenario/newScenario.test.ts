import { dialogue } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { newScenario, newScenarioIssues } from './newScenario';

describe('a new scenario', () => {
  it('can be saved as a draft: incomplete, with no blocking rule', () => {
    const validation = dialogue.validateScenario(newScenario(' 价格异议 ', '汽车销售'));
    expect(validation.saveable).toBe(true);
    expect(validation.complete).toBe(false);
    expect(validation.scenario?.name).toBe('价格异议');
    expect(newScenarioIssues('价格异议', '汽车销售')).toEqual([]);
  });

  it('needs a name of at most 20 characters and a category', () => {
    expect(newScenarioIssues('', '汽车销售').map((issue) => issue.code)).toEqual(['nameRequired']);
    expect(newScenarioIssues('场'.repeat(21), '汽车销售').map((issue) => issue.code)).toEqual(['nameTooLong']);
    expect(newScenarioIssues('价格异议', ' ').map((issue) => issue.code)).toEqual(['categoryRequired']);
  });
});
