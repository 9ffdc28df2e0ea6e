import { LEVEL_EXPERIENCE, LEVEL_NAME_MAX, type LevelItem } from '@peilian/shared';
import { Form, Input, InputNumber } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';
import { ImageField } from './ImageField';

type LevelFields = Pick<LevelItem, 'name' | 'icon' | 'experience'>;

interface Props {
  /** The level to edit, or a new one (`null`). */
  level: LevelItem | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Add or edit a level (admin §3 Level, §5 "level 0–9999"): name, icon, upgrade experience (unique; the server says so). */
export function LevelDialog({ level, onSaved, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<LevelFields>();
  const create = useAdminMutation('levels', 'create');
  const update = useAdminMutation('levels', 'update');
  const submit = async (values: LevelFields) => {
    const body = { name: values.name.trim(), icon: values.icon ?? '', experience: values.experience };
    await (level ? update.run({ id: level.id }, body) : create.run({}, body));
    onSaved();
  };
  return (
    <FormDialog
      title={t(level ? 'levels.level.edit' : 'levels.level.add')}
      form={form}
      initialValues={level ?? { name: '', icon: '', experience: undefined }}
      onSubmit={submit}
      onClose={onClose}
      focus="name"
      testIds={{ save: 'level-save', errors: 'level-problem' }}
    >
      <Form.Item
        name="name"
        label={t('levels.level.name')}
        rules={[
          { required: true, whitespace: true, message: t('levels.rules.nameRequired') },
          { max: LEVEL_NAME_MAX, message: t('validation.tooLong', { max: LEVEL_NAME_MAX }) },
        ]}
      >
        <Input showCount maxLength={LEVEL_NAME_MAX} data-testid="level-name-input" />
      </Form.Item>
      <Form.Item name="icon" label={t('levels.level.icon')}>
        <ImageField filetype="level" label={t('levels.level.icon')} testId="level-icon" />
      </Form.Item>
      <Form.Item
        name="experience"
        label={t('levels.level.experience')}
        extra={t('levels.level.experienceHint')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: LEVEL_EXPERIENCE.min,
            max: LEVEL_EXPERIENCE.max,
            message: t('levels.rules.experienceRange', { ...LEVEL_EXPERIENCE }),
          },
        ]}
      >
        {/* No min/max on the input: antd would put 99999 back to 9999 without a word; the rule says why instead. */}
        <InputNumber precision={0} style={{ width: 200 }} data-testid="level-experience-input" />
      </Form.Item>
    </FormDialog>
  );
}
