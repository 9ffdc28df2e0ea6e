import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRACTICE_LIMITS, SCORING_RULE_NAME_MAX, TOTAL_SCORE } from '@peilian/shared';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { EditModal } from './EditModal';
import { helpOf } from './formIssues';
import { itemIssues, itemListIssues, ruleBody, ruleIssues, weightTotal, withItem, withItemChanged, withoutItem, type RuleDraft } from './ruleForm';
import { saveRule } from './rulesApi';
import { useEditDialog } from './useEditDialog';

interface Props {
  initial: RuleDraft | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Create or edit a scoring rule: its items with weights summing to 100 % and score ranges. */
export function RuleDialog({ initial, onSaved, onClose }: Props) {
  const { t, holder, draft, setDraft, tried, issues, saving, save, item } = useEditDialog({
    initial,
    issuesOf: ruleIssues,
    send: (draft) => saveRule(draft.id, ruleBody(draft)),
    onSaved,
    onClose,
  });
  if (!draft) return null;

  const listIssues = tried ? itemListIssues(issues) : [];
  const score = { min: 0, max: PRACTICE_LIMITS.scoringScoreMax, style: { width: 100 } };
  return (
    <EditModal
      width={720}
      title={t(draft.id ? 'practiceWeb.rule.editTitle' : 'practiceWeb.rule.addTitle')}
      saving={saving}
      saveTestId="rule-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <Space size="large" align="start">
          <Form.Item label={t('practiceWeb.rule.name')} required {...item('name')}>
            <Input
              style={{ width: 320 }}
              maxLength={SCORING_RULE_NAME_MAX}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              data-testid="rule-name"
            />
          </Form.Item>
          <Form.Item label={t('practiceWeb.rule.passscore')} {...item('passscore')}>
            <InputNumber min={0} max={TOTAL_SCORE} value={draft.passscore} onChange={(passscore) => setDraft({ ...draft, passscore: passscore ?? 0 })} />
          </Form.Item>
        </Space>
        <Form.Item label={t('practiceWeb.rule.items')} required validateStatus={listIssues.length > 0 ? 'error' : undefined} help={helpOf(listIssues, t)}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {draft.items.map((row, index) => {
              const found = tried ? itemIssues(issues, index) : [];
              const bad = (field: string) => (found.some((issue) => issue.path[2] === field) ? ('error' as const) : undefined);
              return (
                <div key={row.key}>
                  <Space align="start">
                    <Input
                      style={{ width: 200 }}
                      maxLength={PRACTICE_LIMITS.scoringItemNameMax}
                      status={bad('name')}
                      placeholder={t('practiceWeb.rule.itemName')}
                      value={row.name}
                      onChange={(event) => setDraft(withItemChanged(draft, row.key, { name: event.target.value }))}
                      data-testid={`rule-item-name-${index}`}
                    />
                    <InputNumber
                      style={{ width: 130 }}
                      min={0}
                      max={TOTAL_SCORE}
                      precision={2}
                      status={bad('weight')}
                      suffix="%"
                      aria-label={t('practiceWeb.rule.weight')}
                      value={row.weight}
                      onChange={(weight) => setDraft(withItemChanged(draft, row.key, { weight: weight ?? 0 }))}
                      data-testid={`rule-item-weight-${index}`}
                    />
                    <InputNumber
                      {...score}
                      status={bad('min')}
                      placeholder={t('practiceWeb.rule.min')}
                      value={row.min}
                      onChange={(min) => setDraft(withItemChanged(draft, row.key, { min: min ?? 0 }))}
                    />
                    <InputNumber
                      {...score}
                      status={bad('max')}
                      placeholder={t('practiceWeb.rule.max')}
                      value={row.max}
                      onChange={(max) => setDraft(withItemChanged(draft, row.key, { max: max ?? 0 }))}
                    />
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('practiceWeb.common.remove')}
                      onClick={() => setDraft(withoutItem(draft, row.key))}
                    />
                  </Space>
                  {found.length > 0 && <div className="ant-form-item-explain-error">{helpOf(found, t)}</div>}
                </div>
              );
            })}
            <Space>
              <Button
                icon={<PlusOutlined />}
                disabled={draft.items.length >= PRACTICE_LIMITS.scoringItemsMax}
                onClick={() => setDraft(withItem(draft))}
                data-testid="rule-item-add"
              >
                {t('practiceWeb.rule.addItem')}
              </Button>
              <Typography.Text type={weightTotal(draft) === TOTAL_SCORE ? 'secondary' : 'danger'} data-testid="rule-weight-total">
                {t('practiceWeb.rule.weightTotal', { sum: weightTotal(draft) })}
              </Typography.Text>
            </Space>
          </Space>
        </Form.Item>
      </Form>
    </EditModal>
  );
}
