import { NOTIFY_LIMITS } from '@peilian/shared';
import { Form, Input } from 'antd';
import { checkRecipients } from './templateForm';
import { helpProps, type TemplateEditor } from './useTemplateEditor';

type Props = Pick<TemplateEditor, 't' | 'change' | 'tried'> & { draft: NonNullable<TemplateEditor['draft']> };

/**
 * The recipients and cc, `;`-separated, checked as they are typed by the server's rules: how many
 * (at most 100), and each address that is not one, by name. E-mail needs recipients; the robot alone does not.
 */
export function RecipientFields({ t, draft, change, tried }: Props) {
  const field = (name: 'recipients' | 'cc', required: boolean) => {
    const text = draft[name];
    const check = checkRecipients(text, required && tried);
    const shown = tried || text.trim() !== '' ? check.problems.map((problem) => t(problem.key, problem.params)) : [];
    const id = `notify-${name}`;
    return (
      <Form.Item
        label={t(name === 'cc' ? 'notifyAdmin.editor.cc' : 'notifyAdmin.editor.recipients')}
        htmlFor={id}
        required={required}
        extra={
          <span data-testid={`${id}-count`}>
            {t('notifyAdmin.editor.recipientsCount', { count: check.count, max: NOTIFY_LIMITS.recipientsMax })} ·{' '}
            {t('notifyAdmin.editor.recipientsHint', { max: NOTIFY_LIMITS.recipientsMax })}
          </span>
        }
        {...helpProps(shown)}
      >
        <Input.TextArea
          id={id}
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={text}
          placeholder="a@example.com; b@example.com"
          onChange={(event) => change({ [name]: event.target.value })}
          data-testid={id}
        />
      </Form.Item>
    );
  };
  return (
    <>
      {field('recipients', draft.method !== 'wecom')}
      {field('cc', false)}
    </>
  );
}
