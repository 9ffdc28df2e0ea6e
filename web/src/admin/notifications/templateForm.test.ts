import { describe, expect, it } from 'vitest';
import { bodyOf, checkRecipients, draftOf, insertAt, NEW_TEMPLATE, templateIssues, variableToken } from './templateForm';

const addresses = (count: number) => Array.from({ length: count }, (_, index) => `user${index}@example.com`).join(';');

describe('the recipients as they are typed', () => {
  it('counts the distinct addresses, whatever separates them', () => {
    expect(checkRecipients('a@example.com; b@example.com；A@example.com,c@example.com', true)).toEqual({ count: 3, invalid: [], problems: [] });
  });

  it('names every address that is not one, not only the first', () => {
    const check = checkRecipients('a@example.com; wrong@; also-wrong', false);
    expect(check.invalid).toEqual(['wrong@', 'also-wrong']);
    expect(check.problems).toEqual([{ key: 'notifyAdmin.rules.recipientInvalid', params: { address: 'wrong@; also-wrong' } }]);
  });

  it('refuses more than 100, and nothing when they are needed', () => {
    expect(checkRecipients(addresses(100), true).problems).toEqual([]);
    expect(checkRecipients(addresses(101), true).problems).toEqual([{ key: 'notifyAdmin.rules.recipientsTooMany', params: { max: 100 } }]);
    expect(checkRecipients(' ; ', true).problems).toEqual([{ key: 'notifyAdmin.rules.recipientsRequired' }]);
    expect(checkRecipients('', false).problems).toEqual([]);
  });
});

describe('a variable inserted into the content', () => {
  it('goes at the caret, the caret then after it', () => {
    expect(insertAt('昨日活跃：人', 5, 5, variableToken('activeLearners'))).toEqual({
      text: '昨日活跃：{{activeLearners}}人',
      caret: 5 + '{{activeLearners}}'.length,
    });
  });

  it('replaces the selection, and stays inside the text when the caret is past it', () => {
    expect(insertAt('abcdef', 1, 3, 'X')).toEqual({ text: 'aXdef', caret: 2 });
    expect(insertAt('abc', 9, 12, 'X')).toEqual({ text: 'abcX', caret: 4 });
  });
});

describe('the form checked by the shared rules', () => {
  const draft = { ...NEW_TEMPLATE, subject: '运营日报', recipients: 'boss@example.com', content: '{{orgName}} 昨日活跃 {{activeLearners}} 人' };

  it('passes a whole form and sends it as the request body', () => {
    expect(templateIssues(draft)).toEqual([]);
    expect(bodyOf(draft)).toMatchObject({ subject: '运营日报', enabled: 1, recipients: 'boss@example.com' });
  });

  it('refuses a subject over 30, an unknown variable and a bad address, each on its field', () => {
    const issues = templateIssues({ ...draft, subject: '主'.repeat(31), content: '{{nope}}', recipients: 'boss@' });
    expect(issues.map((issue) => [issue.field, issue.key])).toEqual(
      expect.arrayContaining([
        ['subject', 'notifyAdmin.rules.subjectTooLong'],
        ['content', 'notifyAdmin.rules.variableUnknown'],
        ['recipients', 'notifyAdmin.rules.recipientInvalid'],
      ]),
    );
  });

  it('needs recipients for e-mail, not for the robot alone', () => {
    expect(templateIssues({ ...draft, recipients: '' }).map((issue) => issue.key)).toContain('notifyAdmin.rules.recipientsRequired');
    expect(templateIssues({ ...draft, recipients: '', method: 'wecom' })).toEqual([]);
  });

  it('reads a saved template back into the form', () => {
    const saved = {
      id: 't1',
      kind: 'custom' as const,
      subject: '周报',
      method: 'both' as const,
      period: 'weekly' as const,
      sendtime: '09:30',
      weekday: 5,
      monthday: 1,
      enabled: 0,
      recipientcount: 2,
      nextsend: null,
      lastsend: null,
      createdate: 0,
      recipients: ['a@example.com', 'b@example.com'],
      cc: [],
      content: '本周',
      attachments: ['overall' as const],
    };
    expect(draftOf(saved)).toEqual({
      subject: '周报',
      method: 'both',
      period: 'weekly',
      sendtime: '09:30',
      weekday: 5,
      monthday: 1,
      recipients: 'a@example.com; b@example.com',
      cc: '',
      content: '本周',
      attachments: ['overall'],
      enabled: false,
    });
  });
});
