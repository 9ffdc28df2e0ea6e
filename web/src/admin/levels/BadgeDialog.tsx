import { BADGE_CONDITIONS, BADGE_COUNT, BADGE_NAME_MAX, COUNTED_CONDITIONS, TASK_SORT, type BadgeItem } from '@peilian/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';
import { ImageField } from './ImageField';

type BadgeFields = Pick<BadgeItem, 'name' | 'icon' | 'image' | 'condition' | 'count' | 'sort'> & { enabled: boolean };

interface Props {
  /** The badge to edit, or a new one (`null`). */
  badge: BadgeItem | null;
  onSaved: () => void;
  onClose: () => void;
}

const NEW: BadgeFields = { name: '', icon: '', image: '', condition: 'loginStreak', count: 7, sort: 0, enabled: true };

/** Add or edit a badge (admin §3 Badge): name, icon, image, the condition with its count, order and whether it is awarded. */
export function BadgeDialog({ badge, onSaved, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<BadgeFields>();
  const create = useAdminMutation('badges', 'create');
  const update = useAdminMutation('badges', 'update');
  const condition = Form.useWatch('condition', form) ?? badge?.condition ?? NEW.condition;
  const counted = COUNTED_CONDITIONS.includes(condition);
  const submit = async (values: BadgeFields) => {
    const body = { ...NEW, ...values, name: values.name.trim(), enabled: values.enabled ? 1 : 0, count: counted ? values.count : 0 };
    await (badge ? update.run({ id: badge.id }, body) : create.run({}, body));
    onSaved();
  };
  return (
    <FormDialog
      title={t(badge ? 'levels.badge.edit' : 'levels.badge.add')}
      form={form}
      initialValues={badge ? { ...badge, count: badge.count || NEW.count, enabled: badge.enabled === 1 } : NEW}
      onSubmit={submit}
      onClose={onClose}
      focus="name"
      testIds={{ save: 'badge-save', errors: 'badge-problem' }}
    >
      <Form.Item
        name="name"
        label={t('levels.badge.name')}
        rules={[
          { required: true, whitespace: true, message: t('levels.rules.nameRequired') },
          { max: BADGE_NAME_MAX, message: t('validation.tooLong', { max: BADGE_NAME_MAX }) },
        ]}
      >
        <Input showCount maxLength={BADGE_NAME_MAX} data-testid="badge-name-input" />
      </Form.Item>
      <Form.Item name="icon" label={t('levels.badge.icon')}>
        <ImageField filetype="medal" label={t('levels.badge.icon')} testId="badge-icon" />
      </Form.Item>
      <Form.Item name="image" label={t('levels.badge.image')}>
        <ImageField filetype="medal" label={t('levels.badge.image')} testId="badge-image" />
      </Form.Item>
      <Form.Item name="condition" label={t('levels.badge.condition')}>
        <Select data-testid="badge-condition" options={BADGE_CONDITIONS.map((value) => ({ value, label: t(`levels.badge.conditions.${value}`) }))} />
      </Form.Item>
      {counted && (
        <Form.Item
          name="count"
          label={t('levels.badge.count')}
          rules={[{ required: true, type: 'integer', min: BADGE_COUNT.min, max: BADGE_COUNT.max, message: t('levels.rules.countRange', { ...BADGE_COUNT }) }]}
        >
          <InputNumber precision={0} data-testid="badge-count-input" />
        </Form.Item>
      )}
      <Form.Item name="sort" label={t('levels.badge.sort')}>
        <InputNumber min={TASK_SORT.min} max={TASK_SORT.max} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('levels.badge.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
