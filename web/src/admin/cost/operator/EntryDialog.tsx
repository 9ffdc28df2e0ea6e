import { OPERATOR_ENTRY_KINDS, type CostOrg, type MessageKey, type OperatorEntryKind } from '@peilian/shared';
import { Form, Input, Select } from 'antd';
import { useT } from '../../../app';
import { FormDialog } from '../../blocks/FormDialog';
import { useAdminMutation } from '../../data/queries';
import { amountIssue, entryRequest, NOTE_REQUIRED, noteIssue, type EntryValues } from './entryForm';

interface Props {
  org: CostOrg;
  onClose: () => void;
  /** After the entry is recorded, with the organisation's balance after it (fen). */
  onDone: (balance: number) => void;
}

/** Records money for an organisation (costpay, the operator): a recharge, a remittance, a gift, a correction, a freeze or its release. */
export function EntryDialog({ org, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<EntryValues>();
  const addEntry = useAdminMutation('cost', 'addEntry');
  const kind = (Form.useWatch('kind', form) ?? 'remittance') as OperatorEntryKind;
  const check = (issue: (kind: OperatorEntryKind, text: string) => MessageKey | null) => ({
    validator: async (_: unknown, value: string | undefined) => {
      const key = issue(form.getFieldValue('kind') as OperatorEntryKind, value ?? '');
      if (key) throw new Error(t(key));
    },
  });
  const submit = async (values: EntryValues) => {
    const answer = await addEntry.run({ id: org.id }, entryRequest(values));
    onDone(answer.account.balance);
    onClose();
  };
  return (
    <FormDialog<EntryValues>
      title={t('billing.operator.entryTitle', { name: org.name })}
      form={form}
      initialValues={{ kind: 'remittance', amount: '', note: '' }}
      onSubmit={submit}
      onClose={onClose}
      focus="amount"
      testIds={{ save: 'cost-entry-save', errors: 'cost-entry-errors', form: 'cost-entry-form' }}
    >
      <Form.Item name="kind" label={t('billing.operator.kind')} htmlFor="cost-entry-kind">
        <Select
          id="cost-entry-kind"
          onChange={() => void form.validateFields(['amount', 'note']).catch(() => undefined)}
          options={OPERATOR_ENTRY_KINDS.map((value) => ({ value, label: t(`billing.kinds.${value}`) }))}
          data-testid="cost-entry-kind"
        />
      </Form.Item>
      <Form.Item name="amount" label={t('billing.operator.amount')} extra={t('billing.operator.amountHelp')} rules={[check(amountIssue)]}>
        <Input inputMode="decimal" prefix="¥" autoComplete="off" data-testid="cost-entry-amount" />
      </Form.Item>
      <Form.Item name="note" label={t('billing.operator.note')} required={NOTE_REQUIRED.has(kind)} rules={[check(noteIssue)]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder={t('billing.operator.notePlaceholder')} data-testid="cost-entry-note" />
      </Form.Item>
    </FormDialog>
  );
}
