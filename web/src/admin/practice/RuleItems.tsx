import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRACTICE_LIMITS, TOTAL_SCORE } from '@peilian/shared';
import { Button, Input, InputNumber, Space, Typography } from 'antd';
import { useT } from '../../app';
import { limitProps } from '../blocks/textLimit';
import { helpOf, type FormIssue } from '../blocks/formIssues';
import { itemIssues, RULE_TEXT_LIMITS, weightTotal, withItem, withItemChanged, withoutItem, type RuleDraft } from './ruleForm';

interface Props {
  draft: RuleDraft;
  /** The draft's issues once the admin tried to save, else none. */
  issues: readonly FormIssue[];
  onChange: (draft: RuleDraft) => void;
}

const SCORE = { min: 0, max: PRACTICE_LIMITS.scoringScoreMax, style: { width: 100 } };

/** A scoring rule's items: name, weight and score range a row, each row's issues under it, and the weights' total. */
export function RuleItems({ draft, issues, onChange }: Props) {
  const t = useT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {draft.items.map((row, index) => (
        <RuleItemRow key={row.key} draft={draft} row={row} index={index} issues={issues} onChange={onChange} />
      ))}
      <Space>
        <Button
          icon={<PlusOutlined />}
          disabled={draft.items.length >= PRACTICE_LIMITS.scoringItemsMax}
          onClick={() => onChange(withItem(draft))}
          data-testid="rule-item-add"
        >
          {t('practiceWeb.rule.addItem')}
        </Button>
        <Typography.Text type={weightTotal(draft) === TOTAL_SCORE ? 'secondary' : 'danger'} data-testid="rule-weight-total">
          {t('practiceWeb.rule.weightTotal', { sum: weightTotal(draft) })}
        </Typography.Text>
      </Space>
    </Space>
  );
}

/** One item's row: name, weight, score range and removal, with the row's issues under it. */
function RuleItemRow({ draft, row, index, issues, onChange }: Props & { row: RuleDraft['items'][number]; index: number }) {
  const t = useT();
  const found = itemIssues(issues, index);
  const bad = (field: string) => (found.some((issue) => issue.path[2] === field) ? ('error' as const) : undefined);
  const change = (fields: Parameters<typeof withItemChanged>[2]) => onChange(withItemChanged(draft, row.key, fields));
  const name = limitProps(row.name, RULE_TEXT_LIMITS.itemName, t, { help: helpOf(found, t) });
  return (
    <div>
      <Space align="start">
        <Input
          style={{ width: 200 }}
          count={name.count}
          status={name.item.validateStatus ?? bad('name')}
          placeholder={t('practiceWeb.rule.itemName')}
          value={row.name}
          onChange={(event) => change({ name: event.target.value })}
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
          onChange={(weight) => change({ weight: weight ?? 0 })}
          data-testid={`rule-item-weight-${index}`}
        />
        <InputNumber {...SCORE} status={bad('min')} placeholder={t('practiceWeb.rule.min')} value={row.min} onChange={(min) => change({ min: min ?? 0 })} />
        <InputNumber {...SCORE} status={bad('max')} placeholder={t('practiceWeb.rule.max')} value={row.max} onChange={(max) => change({ max: max ?? 0 })} />
        <Button type="text" icon={<DeleteOutlined />} aria-label={t('practiceWeb.common.remove')} onClick={() => onChange(withoutItem(draft, row.key))} />
      </Space>
      {name.item.help && <div className="ant-form-item-explain-error">{name.item.help}</div>}
    </div>
  );
}
