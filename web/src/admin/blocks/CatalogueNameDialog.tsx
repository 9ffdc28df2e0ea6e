import { CATALOG_NAME_MAX } from '@peilian/shared';
import { Form, Input } from 'antd';
import { useT } from '../../app';
import { FormDialog } from './FormDialog';

/** A catalogue being named: a new one or the selected one renamed. */
export interface NameEdit {
  mode: 'add' | 'rename';
  name: string;
}

interface Props {
  /** null: closed. */
  edit: NameEdit | null;
  title: string;
  /** The field's label in the tree's own words (分类名称, 目录名称). */
  label: string;
  /** Names the input (`<idPrefix>-name`, its id and test id), the save button (`<idPrefix>-save`) and the server's refusal (`<idPrefix>-error`). */
  idPrefix: string;
  /** The save button's words, when not "Save". */
  okText?: string;
  /** Saves the trimmed name; a refusal is shown above the field and the dialog stays open. */
  onSave: (edit: NameEdit) => Promise<void>;
  onClose: () => void;
}

/**
 * The name of a new or renamed catalogue, for every catalogue tree of the back office. A blank name
 * is refused with the server's own message (on blur and on save) rather than by a disabled button,
 * so the admin is told why; Enter saves.
 */
export function CatalogueNameDialog({ edit, ...props }: Props) {
  return edit ? <NameForm edit={edit} {...props} /> : null;
}

function NameForm({ edit, title, label, idPrefix, okText, onSave, onClose }: Omit<Props, 'edit'> & { edit: NameEdit }) {
  const t = useT();
  const [form] = Form.useForm<{ name: string }>();
  const id = `${idPrefix}-name`;
  return (
    <FormDialog
      title={title}
      okText={okText}
      form={form}
      focus="name"
      initialValues={{ name: edit.name }}
      onSubmit={({ name }) => onSave({ ...edit, name: name.trim() })}
      onClose={onClose}
      testIds={{ save: `${idPrefix}-save`, errors: `${idPrefix}-error` }}
    >
      <Form.Item name="name" htmlFor={id} label={label} rules={[{ required: true, whitespace: true, message: t('library.rules.catalogNameRequired') }]}>
        <Input id={id} maxLength={CATALOG_NAME_MAX} data-testid={id} />
      </Form.Item>
    </FormDialog>
  );
}
