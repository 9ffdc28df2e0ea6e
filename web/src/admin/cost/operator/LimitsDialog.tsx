import type { CapacityLimits, CostOrg } from '@peilian/shared';
import { Form, InputNumber, Typography } from 'antd';
import { useT } from '../../../app';
import { FormDialog } from '../../blocks/FormDialog';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { bytesToGb, gbToBytes } from '../units';

interface Props {
  org: CostOrg;
  onClose: () => void;
  onDone: () => void;
}

/** The dialog's fields: seats, storage in GB, AI minutes a month; empty (null) for no limit. */
interface Values {
  seats: number | null;
  storageGb: number | null;
  aiMinutes: number | null;
}

const FIELDS = [
  { name: 'seats', label: 'billing.operator.seats', precision: 0 },
  { name: 'storageGb', label: 'billing.operator.storageGb', precision: 2 },
  { name: 'aiMinutes', label: 'billing.operator.aiMinutes', precision: 0 },
] as const;

const blank = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : value);

/** An organisation's capacity limits (costpay, the operator): what it may use; a field left empty is no limit. */
export function LimitsDialog({ org, onClose, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const current = useAdminQuery('cost', 'limits', { id: org.id });
  const setLimits = useAdminMutation('cost', 'setLimits');
  const limits = current.data?.limits;
  const submit = async (values: Values) => {
    const storage = blank(values.storageGb);
    const body: CapacityLimits = { seats: blank(values.seats), storage: storage === null ? null : gbToBytes(storage), aiMinutes: blank(values.aiMinutes) };
    await setLimits.run({ id: org.id }, body);
    onDone();
    onClose();
  };
  return (
    <FormDialog<Values>
      title={t('billing.operator.limitsTitle', { name: org.name })}
      form={form}
      loading={!limits}
      initialValues={limits && { seats: limits.seats, storageGb: limits.storage === null ? null : bytesToGb(limits.storage), aiMinutes: limits.aiMinutes }}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'cost-limits-save', errors: 'cost-limits-errors', form: 'cost-limits-form' }}
    >
      <Typography.Paragraph type="secondary">{t('billing.operator.limitHelp')}</Typography.Paragraph>
      {FIELDS.map(({ name, label, precision }) => (
        <Form.Item
          key={name}
          name={name}
          label={t(label)}
          htmlFor={`cost-limits-${name}`}
          rules={[{ type: 'number', min: 0, message: t('billing.operator.limitInvalid') }]}
        >
          <InputNumber id={`cost-limits-${name}`} min={0} precision={precision} style={{ width: 220 }} data-testid={`cost-limits-${name}`} />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
