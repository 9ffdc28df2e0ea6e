import { Form, Input, InputNumber, Space } from 'antd';
import { useRef } from 'react';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useT } from '../../app';
import { DraftDialog } from '../blocks/DraftDialog';
import { limitProps } from '../blocks/textLimit';
import type { IssueProps } from '../blocks/useDraftSave';
import { helpOf } from '../blocks/formIssues';
import { itemListIssues, RULE_TEXT_LIMITS, ruleBody, ruleIssues, scoringChanged, type RuleDraft } from './ruleForm';
import { RuleItems } from './RuleItems';
import { useEditDialog } from './useEditDialog';
import { useRescoreQuestion } from './RescoreQuestion';

interface Props {
  initial: RuleDraft | null;
  onClose: () => void;
  /** After a save that re-scored past sessions: how many, and how many a completed appeal kept. */
  onRescored: (count: { rescored: number; skipped: number }) => void;
}

/**
 * Create or edit a scoring rule: its items with weights summing to 100 % and score ranges. Saving
 * other items or another pass score of a rule that has scored sessions first asks whether to
 * re-score them (docs/practice.md "Scoring rules: details and re-scoring").
 */
export function RuleDialog({ initial, onClose, onRescored }: Props) {
  const create = useAdminMutation('scoringRules', 'create');
  const update = useAdminMutation('scoringRules', 'update');
  const usage = useAdminQuery('scoringRules', 'usage', initial?.id ? { id: initial.id } : null);
  const question = useRescoreQuestion();
  const rescore = useRef(false);
  const send = async (draft: RuleDraft) => {
    if (!draft.id) return create.run({}, ruleBody(draft));
    const answer = await update.run({ id: draft.id }, { ...ruleBody(draft), rescore: rescore.current });
    if (answer.rescore) onRescored(answer.rescore);
  };
  const { t, holder, draft, setDraft, tried, issues, saving, save, item } = useEditDialog({ initial, issuesOf: ruleIssues, send, onClose });
  if (!draft) return null;

  const ask = async () => {
    rescore.current = false;
    const sessions = usage.data?.sessions ?? 0;
    if (initial && draft.id && issues.length === 0 && sessions > 0 && scoringChanged(initial, draft)) {
      const choice = await question.ask(sessions);
      if (choice === null) return;
      rescore.current = choice;
    }
    await save();
  };

  const listIssues = tried ? itemListIssues(issues) : [];
  return (
    <DraftDialog
      width={720}
      title={t(draft.id ? 'practiceWeb.rule.editTitle' : 'practiceWeb.rule.addTitle')}
      saving={saving}
      saveTestId="rule-save"
      holder={holder}
      onSave={ask}
      onClose={onClose}
    >
      {question.dialog}
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
        {/* No min/max: antd would clamp 0 or 101 silently; the shared rule refuses them with its message. */}
        <InputNumber
          id="rule-dialog-passscore"
          value={draft.passscore}
          onChange={(passscore) => setDraft({ ...draft, passscore })}
          data-testid="rule-passscore"
        />
      </Form.Item>
    </Space>
  );
}
