import { NOTIFY_LIMITS, type NotifyVariable } from '@peilian/shared';
import { Button, Form, Input, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useRef } from 'react';
import { limitProps } from '../blocks/textLimit';
import { insertAt, variableToken } from './templateForm';
import type { TemplateEditor } from './useTemplateEditor';

type Props = Pick<TemplateEditor, 't' | 'change' | 'help'> & { draft: NonNullable<TemplateEditor['draft']>; variables: readonly NotifyVariable[] };

/**
 * The content, and the variables a button each inserts as `{{name}}` where the caret is (or over
 * the selection), the caret then after it and the focus back in the text: by mouse or keyboard alike.
 */
export function ContentField({ t, draft, change, help, variables }: Props) {
  const area = useRef<TextAreaRef>(null);
  const caret = useRef<number | null>(null);
  const content = limitProps(draft.content, { max: NOTIFY_LIMITS.contentMax, tooLong: 'notifyAdmin.rules.contentTooLong' }, t, help('content'));
  useLayoutEffect(() => {
    const element = area.current?.resizableTextArea?.textArea;
    if (caret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [draft.content]);
  const insert = (name: NotifyVariable) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? draft.content.length;
    const end = element?.selectionEnd ?? start;
    const next = insertAt(draft.content, start, end, variableToken(name));
    caret.current = next.caret;
    change({ content: next.text });
  };
  return (
    <>
      <Form.Item label={t('notifyAdmin.editor.content')} htmlFor="notify-content" required {...content.item}>
        <Input.TextArea
          id="notify-content"
          ref={area}
          autoSize={{ minRows: 6, maxRows: 16 }}
          count={content.count}
          value={draft.content}
          onChange={(event) => change({ content: event.target.value })}
          data-testid="notify-content"
        />
      </Form.Item>
      <Form.Item label={<span id="notify-variables-label">{t('notifyAdmin.editor.variables')}</span>} extra={t('notifyAdmin.editor.variablesHint')}>
        <Space wrap size={[8, 8]} role="group" aria-labelledby="notify-variables-label" data-testid="notify-variables">
          {variables.map((name) => (
            <Button key={name} size="small" title={variableToken(name)} onClick={() => insert(name)} data-testid={`notify-variable-${name}`}>
              {t(`notifyAdmin.variables.${name}`)}
            </Button>
          ))}
          {variables.length === 0 && <Typography.Text type="secondary">—</Typography.Text>}
        </Space>
      </Form.Item>
    </>
  );
}
