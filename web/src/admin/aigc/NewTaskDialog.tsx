import { AIGC_LIMITS, AIGC_QUESTION_KINDS, AIGC_TARGETS, type AdminMedia, type AigcTask, type AigcTarget } from '@peilian/shared';
import { Alert, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';
import { FilesField } from './FilesField';

interface Values {
  name: string;
  files: Pick<AdminMedia, 'id' | 'name'>[];
  target: AigcTarget;
  counts: Record<(typeof AIGC_QUESTION_KINDS)[number] | 'faq', number>;
  level: 1 | 2 | 3;
  focus: string;
}

const INITIAL: Partial<Values> = { target: 'exam', counts: { single: 3, multiple: 1, judge: 1, fill: 0, faq: 5 }, level: 2, focus: '', files: [] };

interface Props {
  onCreated: (task: AigcTask) => void;
  onClose: () => void;
}

/** A new generation task: name, files from the library, exam questions with a count per type or FAQs with a count, difficulty, focus. */
export function NewTaskDialog({ onCreated, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'exam';
  const create = useAdminMutation('aigcBank', 'create');
  const submit = async (values: Values) => {
    const body = {
      name: values.name,
      fileids: values.files.map((file) => file.id),
      target: values.target,
      counts: values.counts,
      level: values.level,
      focus: values.focus ?? '',
    };
    onCreated((await create.run({}, body)).task);
  };
  const count = (kind: keyof Values['counts']) => (
    <Form.Item key={kind} name={['counts', kind]} label={t(`aigcBank.kinds.${kind}`)} htmlFor={`aigc-count-${kind}`} style={{ marginBottom: 0 }}>
      <InputNumber id={`aigc-count-${kind}`} min={0} max={AIGC_LIMITS.perTypeMax} precision={0} data-testid={`aigc-count-${kind}`} />
    </Form.Item>
  );
  return (
    <FormDialog<Values>
      title={t('aigcBank.newTask')}
      form={form}
      initialValues={INITIAL}
      onSubmit={submit}
      onClose={onClose}
      okText={t('aigcBank.actions.create')}
      width={640}
      focus="name"
      testIds={{ save: 'aigc-create', errors: 'aigc-create-errors', form: 'aigc-form' }}
    >
      <Form.Item
        name="name"
        label={t('aigcBank.fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('aigcBank.rules.nameRequired') },
          { max: AIGC_LIMITS.nameMax, message: t('aigcBank.rules.nameTooLong') },
        ]}
      >
        <Input data-testid="aigc-name" />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('aigcBank.fields.files')}
        required
        rules={[
          { validator: async (_, files: unknown[] = []) => (files.length > 0 ? undefined : Promise.reject(new Error(t('aigcBank.rules.filesRequired')))) },
        ]}
      >
        <FilesField />
      </Form.Item>
      <Form.Item name="target" label={t('aigcBank.fields.target')}>
        <Radio.Group data-testid="aigc-target" options={AIGC_TARGETS.map((value) => ({ value, label: t(`aigcBank.targets.${value}`) }))} />
      </Form.Item>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('aigcBank.fields.counts')}</legend>
        <Space wrap size="middle">
          {target === 'faq' ? count('faq') : AIGC_QUESTION_KINDS.map(count)}
        </Space>
      </fieldset>
      <Form.Item name="level" label={t('aigcBank.fields.level')} htmlFor="aigc-level">
        <Select
          id="aigc-level"
          style={{ width: 160 }}
          options={([1, 2, 3] as const).map((value) => ({ value, label: t(`aigcBank.levels.${String(value) as '1'}`) }))}
        />
      </Form.Item>
      <Form.Item name="focus" label={t('aigcBank.fields.focus')} rules={[{ max: AIGC_LIMITS.focusMax, message: t('aigcBank.rules.focusTooLong') }]}>
        <Input.TextArea rows={2} data-testid="aigc-focus" />
      </Form.Item>
      <Alert type="info" showIcon title={t('aigcBank.review.hint')} />
    </FormDialog>
  );
}
