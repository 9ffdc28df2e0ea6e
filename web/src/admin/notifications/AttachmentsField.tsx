import type { NotifyScope } from '@peilian/shared';
import { Checkbox, Form, Typography } from 'antd';
import type { TemplateEditor } from './useTemplateEditor';

type Props = Pick<TemplateEditor, 't' | 'change' | 'help'> & { draft: NonNullable<TemplateEditor['draft']>; scopes: readonly NotifyScope[] };

/** The report attachments, one Excel workbook per scope, among the scopes the data centre can fill (`options`). */
export function AttachmentsField({ t, draft, change, help, scopes }: Props) {
  // A scope saved before it stopped being offered stays shown, so it can be taken off.
  const shown = [...scopes, ...draft.attachments.filter((scope) => !scopes.includes(scope))];
  return (
    <Form.Item
      label={<span id="notify-attachments-label">{t('notifyAdmin.editor.attachments')}</span>}
      extra={t('notifyAdmin.editor.attachmentsHint')}
      {...help('attachments')}
    >
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{t('notifyAdmin.editor.noScopes')}</Typography.Text>
      ) : (
        <Checkbox.Group
          aria-labelledby="notify-attachments-label"
          value={draft.attachments}
          onChange={(attachments) => change({ attachments: attachments as NotifyScope[] })}
          options={shown.map((scope) => ({ value: scope, label: t(`notifyAdmin.scopes.${scope}`) }))}
          data-testid="notify-attachments"
        />
      )}
    </Form.Item>
  );
}
