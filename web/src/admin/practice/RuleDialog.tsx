import { TOTAL_SCORE } from '@peilian/shared';
import { Form, Input, InputNumber, Space } from 'antd';
import { useAdminMutation } from '../data/queries';
import { useT } from '../../app';
import { DraftDialog } from '../blocks/DraftDialog';
import { limitProps } from '../blocks/textLimit';
import type { IssueProps } from '../blocks/useDraftSave';
import { helpOf } from '../blocks/formIssues';
import { itemListIssues, RULE_TEXT_LIMITS, ruleBody, ruleIssues, type RuleDraft } from './ruleForm';
import { RuleItems } from './RuleItems';
import { useEditDialog } from './useEditDialog';

interface Props {
  initial: RuleDraft | null;
  onClose: () => void;
}

/** Create or edit a scoring rule: its items with weights summing to 100 % and score ranges. */
export function RuleDialog({ initial, onClose }: Props) {
  const create = useAdminMutation('scoringRules', 'create');
  const update = useAdminMutation('scoringRules', 'update');
  const { t, holder, draft, setDraft, tried, issues, saving, save, item } = useEditDialog({
    initial,
    issuesOf: ruleIssues,
    send: (draft) => (draft.id ? update.run({ id: draft.id }, ruleBody(draft)) : create.run({}, ruleBody(draft))),
    onClose,
  });
  if (!draft) return null;

  const listIssues = tried ? itemListIssues(issues) : [];
  return (
    <DraftDialog
      width={720}
      title={t(draft.id ? 'practiceWeb.rule.editTitle' : 'practiceWeb.rule.addTitle')}
      saving={saving}
      saveTestId="rule-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <RuleHeadFields draft={draft} setDraft={setDraft} item={item} />
        <Form.Item label={t('practiceWeb.rule.items')} required validateStatus={listIssues.length > 0 ? 'error' : undefined} help={helpOf(listIssues, t)}>
          <RuleItems draft={draft} issues={tried ? issues : []} onChange={setDraft} />
        </Form.Item>
      </Form>
    </DraftDialog>
  );
}

interface HeadProps {
  draft: RuleDraft;
  setDraft: (draft: RuleDraft) => void;
  item: (field: string) => IssueProps;
}

/** The rule's name and pass score. */
function RuleHeadFields({ draft, setDraft, item }: HeadProps) {
  const t = useT();
  const name = limitProps(draft.name, RULE_TEXT_LIMITS.name, t, item('name'));
  return (
    <Space size="large" align="start">
      <Form.Item label={t('practiceWeb.rule.name')} htmlFor="rule-dialog-name" required {...name.item}>
        <Input
          id="rule-dialog-name"
          style={{ width: 320 }}
          count={name.count}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          data-testid="rule-name"
        />
      </Form.Item>
      <Form.Item label={t('practiceWeb.rule.passscore')} htmlFor="rule-dialog-passscore" {...item('passscore')}>
        <InputNumber
          id="rule-dialog-passscore"
          min={0}
          max={TOTAL_SCORE}
          value={draft.passscore}
          onChange={(passscore) => setDraft({ ...draft, passscore: passscore ?? 0 })}
        />
      </Form.Item>
    </Space>
  );
}
