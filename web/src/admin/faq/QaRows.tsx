import { DeleteOutlined } from '@ant-design/icons';
import type { Translate } from '@peilian/shared';
import { Button, Col, Form, Input, Row } from 'antd';
import { limitProps } from '../blocks/textLimit';
import { FAQ_TEXT_LIMITS, withoutRow, withRow, type QaRow } from './faqForm';
import { helpProps } from './useFaqEditor';

interface Props {
  t: Translate;
  rows: readonly QaRow[];
  onChange: (rows: QaRow[]) => void;
  questionLabel: string;
  answerLabel: string;
  /** Extended questions need their answer; a similar one may leave it to the standard answer. */
  answerRequired: boolean;
  /** The rows' data-testid prefix (`faq-similar` → `faq-similar-question-0`). */
  testId: string;
  /** The messages of one part of a row. */
  rowLines: (index: number, part: 'question' | 'answer') => string[];
}

/** Rows of a question and its answer, each removable: the editor's similar and extended questions. */
export function QaRows(props: Props) {
  return (
    <>
      {props.rows.map((row, index) => (
        <QaRowFields key={index} {...props} row={row} index={index} />
      ))}
    </>
  );
}

/** One row: its question, its answer (each showing its count and, past its limit, the message) and its removal. */
function QaRowFields({ t, rows, onChange, questionLabel, answerLabel, answerRequired, testId, rowLines, row, index }: Props & { row: QaRow; index: number }) {
  const question = limitProps(row.question, FAQ_TEXT_LIMITS.question, t, helpProps(rowLines(index, 'question')));
  const answer = limitProps(row.answer, FAQ_TEXT_LIMITS.answer, t, helpProps(rowLines(index, 'answer')));
  return (
    <Row gutter={12} align="top" data-testid={`${testId}-row`}>
      <Col span={11}>
        <Form.Item style={{ marginBottom: 8 }} {...question.item}>
          <Input
            placeholder={questionLabel}
            aria-label={questionLabel}
            count={question.count}
            value={row.question}
            onChange={(event) => onChange(withRow(rows, index, { question: event.target.value }))}
            data-testid={`${testId}-question-${index}`}
          />
        </Form.Item>
      </Col>
      <Col span={11}>
        <Form.Item style={{ marginBottom: 8 }} {...answer.item}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder={answerRequired ? `${answerLabel} *` : answerLabel}
            aria-label={answerLabel}
            count={answer.count}
            value={row.answer}
            onChange={(event) => onChange(withRow(rows, index, { answer: event.target.value }))}
            data-testid={`${testId}-answer-${index}`}
          />
        </Form.Item>
      </Col>
      <Col span={2}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('faqAdmin.editor.removeRow')}
          onClick={() => onChange(withoutRow(rows, index))}
          data-testid={`${testId}-remove-${index}`}
        />
      </Col>
    </Row>
  );
}
