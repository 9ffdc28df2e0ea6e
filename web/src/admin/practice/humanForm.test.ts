import type { AdminVoiceTemplate } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { draftListenBody, humanBody, humanDraftOf, humanIssues, newHumanDraft, revoices } from './humanForm';

const named = { ...newHumanDraft(), name: '沉稳男声', speechvoice: 'm3', example: '您好。' };
const stored: AdminVoiceTemplate = {
  ...humanBody({ ...named, id: '' }),
  id: 'h1',
  voiced: 1,
  synthstatus: 'done',
  synthdone: 3,
  synthtotal: 3,
  syntherror: '',
  disabled: 0,
  createdate: 0,
};

describe('digital human form', () => {
  it('checks every field by the shared rules, with their message keys', () => {
    expect(humanIssues(named)).toEqual([]);
    expect(humanIssues({ ...named, name: '' }).map((issue) => [issue.field, issue.key])).toEqual([['name', 'practiceAdmin.rules.voiceNameRequired']]);
    expect(humanIssues({ ...named, timbre: '音'.repeat(31), example: '例'.repeat(201) }).map((issue) => [issue.field, issue.key])).toEqual([
      ['timbre', 'practiceAdmin.rules.voiceFieldTooLong'],
      ['example', 'practiceAdmin.rules.exampleTooLong'],
    ]);
  });

  it('sends the body without the id, reads a stored template back, and listens with the voice fields only', () => {
    expect(humanBody({ ...named, id: 'h1' })).not.toHaveProperty('id');
    expect(humanDraftOf(stored)).toEqual({ ...named, id: 'h1' });
    expect(humanDraftOf({ ...stored, language: 'klingon', source: 'cloud' })).toMatchObject({ language: 'mandarin', source: 'espeak' });
    expect(draftListenBody(named, '')).toEqual({ language: 'mandarin', speechvoice: 'm3', source: 'espeak', example: '您好。', text: '' });
  });

  it('tells when saving would make a voiced template unvoiced again', () => {
    const draft = humanDraftOf(stored);
    expect(revoices(draft, stored)).toBe(false);
    expect(revoices({ ...draft, name: '新名字', example: '换一句' }, stored)).toBe(false);
    expect(revoices({ ...draft, speechvoice: 'm4' }, stored)).toBe(true);
    expect(revoices({ ...draft, source: 'tencent' }, stored)).toBe(true);
    expect(revoices(newHumanDraft(), undefined)).toBe(false);
  });
});
