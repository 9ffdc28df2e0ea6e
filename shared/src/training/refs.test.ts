import { describe, expect, it } from 'vitest';
import { normaliseChildContent } from './refs.js';

const exam = (settings: unknown) => normaliseChildContent(2, [{ refid: 'paper-1' }], settings);

describe('exam child task settings', () => {
  it('fills the defaults: one attempt, retakes after a pass allowed, marks shown', () => {
    expect(exam(undefined)).toEqual({ refs: [{ refid: 'paper-1' }], settings: { retry: 0, noRetakeAfterPass: 0, review: 1 }, issues: [] });
    expect(exam({}).settings).toEqual({ retry: 0, noRetakeAfterPass: 0, review: 1 });
  });

  it('reads numbers sent as text, keeps the boundaries and drops what the exam does not read', () => {
    expect(exam({ retry: '99999', noRetakeAfterPass: '1', review: '0', retries: 3 })).toEqual({
      refs: [{ refid: 'paper-1' }],
      settings: { retry: 99_999, noRetakeAfterPass: 1, review: 0 },
      issues: [],
    });
    expect(exam({ retry: 0, noRetakeAfterPass: 0, review: 2 }).settings).toEqual({ retry: 0, noRetakeAfterPass: 0, review: 2 });
  });

  it.each([-1, 100_000, 1.5, 'abc', '', ' ', null, true, [], {}])('refuses the retake count %o with the retake rules message', (retry) => {
    expect(exam({ retry }).issues).toEqual([{ key: 'exam.retake.retryInvalid', field: 'settings' }]);
  });

  it.each([
    [{ noRetakeAfterPass: 2 }],
    [{ noRetakeAfterPass: true }],
    [{ noRetakeAfterPass: '' }],
    [{ review: 3 }],
    [{ review: -1 }],
    [{ review: '' }],
    [{ review: null }],
  ])('refuses %o as invalid settings', (settings) => {
    expect(exam(settings).issues).toEqual([{ key: 'tasks.rules.settingsInvalid', field: 'settings' }]);
  });

  it('reports every wrong setting, and settings that are not an object', () => {
    expect(exam({ retry: -1, review: 9 }).issues.map((issue) => issue.key)).toEqual(['exam.retake.retryInvalid', 'tasks.rules.settingsInvalid']);
    expect(exam('retry').issues).toEqual([{ key: 'tasks.rules.settingsInvalid', field: 'settings' }]);
  });

  it('still names the paper with exactly one ref id', () => {
    expect(normaliseChildContent(2, [], {}).issues).toEqual([{ key: 'tasks.rules.refIdRequired', field: 'refs' }]);
    expect(normaliseChildContent(2, [{ refid: 'a' }, { refid: 'b' }], {}).issues).toEqual([{ key: 'tasks.rules.refIdRequired', field: 'refs' }]);
  });
});

describe('other child task settings', () => {
  it('keeps a scenario or quick Q&A task’s small JSON as given, and the video seek flag', () => {
    expect(normaliseChildContent(1, [{ refid: 's1' }], { level: 2 }).settings).toEqual({ level: 2 });
    expect(normaliseChildContent(5, [{ mediaid: 'v1', seconds: 30 }], { allowseek: '1' }).settings).toEqual({ allowseek: 1 });
  });
});
