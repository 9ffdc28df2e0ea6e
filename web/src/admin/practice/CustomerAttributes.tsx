import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_ATTRIBUTE } from '@peilian/shared';
import { Button, Input, Space } from 'antd';
import { useT } from '../../app';
import { limitProps } from '../blocks/textLimit';
import { attributeRowIssues, CUSTOMER_TEXT_LIMITS, withAttribute, withAttributeChanged, withoutAttribute, type CustomerDraft } from './customerForm';
import { helpOf, type FormIssue } from '../blocks/formIssues';

interface Props {
  draft: CustomerDraft;
  /** The draft's issues once the admin tried to save, else none. */
  issues: readonly FormIssue[];
  onChange: (draft: CustomerDraft) => void;
}

/** The customer's custom attributes (up to 20): a label and a value a row, each row's issues under it. */
export function CustomerAttributes({ draft, issues, onChange }: Props) {
  const t = useT();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {draft.attributes.map((row, index) => (
        <AttributeRow key={row.key} draft={draft} row={row} index={index} issues={issues} onChange={onChange} />
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={draft.attributes.length >= CUSTOMER_ATTRIBUTE.count}
        onClick={() => onChange(withAttribute(draft))}
        data-testid="customer-attribute-add"
      >
        {t('practiceWeb.customer.addAttribute')}
      </Button>
    </Space>
  );
}

/** One attribute's label and value, its removal, and the row's issues under it. */
function AttributeRow({ draft, row, index, issues, onChange }: Props & { row: CustomerDraft['attributes'][number]; index: number }) {
  const t = useT();
  const rowIssues = attributeRowIssues(draft, issues, row.key);
  const labelIssues = rowIssues.filter((issue) => issue.path[2] === 'label');
  const valueIssues = rowIssues.filter((issue) => issue.path[2] !== 'label');
  const label = limitProps(row.label, CUSTOMER_TEXT_LIMITS.attributeLabel, t, { help: helpOf(labelIssues, t) });
  const value = limitProps(row.value, CUSTOMER_TEXT_LIMITS.attributeValue, t, { help: helpOf(valueIssues, t) });
  const help = [label.item.help, value.item.help].filter(Boolean).join('；');
  return (
    <div>
      <Space align="start">
        <Input
          style={{ width: 200 }}
          count={label.count}
          status={label.item.help ? 'error' : undefined}
          placeholder={t('practiceWeb.customer.attributeLabel')}
          value={row.label}
          onChange={(event) => onChange(withAttributeChanged(draft, row.key, { label: event.target.value }))}
          data-testid={`customer-attribute-label-${index}`}
        />
        <Input
          style={{ width: 300 }}
          count={value.count}
          status={value.item.help ? 'error' : undefined}
          placeholder={t('practiceWeb.customer.attributeValue')}
          value={row.value}
          onChange={(event) => onChange(withAttributeChanged(draft, row.key, { value: event.target.value }))}
          data-testid={`customer-attribute-value-${index}`}
        />
        <Button type="text" icon={<DeleteOutlined />} aria-label={t('practiceWeb.common.remove')} onClick={() => onChange(withoutAttribute(draft, row.key))} />
      </Space>
      {help && <div className="ant-form-item-explain-error">{help}</div>}
    </div>
  );
}
