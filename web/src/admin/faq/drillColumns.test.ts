import { createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { drillTask } from './drillColumns';

const t = createTranslator('zh-CN');

describe('a drill’s task as the records list shows it', () => {
  it('is the package and the child task, the child task alone without a package, and free practice by name', () => {
    expect(drillTask(t, { packagetitle: '新员工培训', childtitle: '售前问答' })).toBe('新员工培训 / 售前问答');
    expect(drillTask(t, { packagetitle: '', childtitle: '售前问答' })).toBe('售前问答');
    expect(drillTask(t, { packagetitle: '', childtitle: '' })).toBe(t('faqAdmin.drills.freePractice'));
    expect(drillTask(t, { packagetitle: '', childtitle: '' })).not.toContain('/');
  });
});
