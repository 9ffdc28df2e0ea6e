import { DEFAULT_EXAM_CATEGORY, EXAM_MINUTE_MAX, PASS_SCORE_MAX, type CatalogNode, type PaperCheck } from '@peilian/shared';
import { Card, Form, Input, InputNumber, Select } from 'antd';
import { useT } from '../../app';
import { limitProps } from '../blocks/textLimit';
import { PAPER_TITLE_LIMIT, type PaperDraft } from './paperForm';

interface Props {
  draft: PaperDraft;
  onChange: (draft: PaperDraft) => void;
  categories: readonly CatalogNode[];
  check: PaperCheck;
  locked: boolean;
}

/** The paper's settings: title, duration, time limit, pass mark and category; a field's errors once it has questions. */
export function PaperSettings({ draft, onChange, categories, check, locked }: Props) {
  const t = useT();
  const fieldHelp = (field: string) => {
    const found = check.errors.filter((issue) => issue.field === field);
    if (found.length === 0 || draft.questions.length === 0) return {};
    return { validateStatus: 'error' as const, help: [...new Set(found.map((issue) => t(issue.key, issue.params)))].join('；') };
  };
  const title = limitProps(draft.title, PAPER_TITLE_LIMIT, t, fieldHelp('title'));
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form layout="inline" disabled={locked}>
        <Form.Item label={t('examAdmin.paper.title')} htmlFor="paper-title" {...title.item}>
          <Input
            style={{ width: 280 }}
            count={title.count}
            value={draft.title}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
            id="paper-title"
            data-testid="paper-title"
          />
        </Form.Item>
        <DurationFields draft={draft} onChange={onChange} fieldHelp={fieldHelp} />
        <Form.Item label={t('examAdmin.paper.passScore')} htmlFor="paper-pass" {...fieldHelp('score')}>
          <InputNumber
            min={0}
            max={PASS_SCORE_MAX}
            precision={1}
            value={draft.score}
            onChange={(score) => onChange({ ...draft, score: score ?? 0 })}
            id="paper-pass"
            data-testid="paper-pass"
          />
        </Form.Item>
        <CategoryField draft={draft} onChange={onChange} categories={categories} />
      </Form>
    </Card>
  );
}

type FieldHelp = (field: string) => { validateStatus?: 'error'; help?: string };

/** How long the exam lasts, and the time limit. */
function DurationFields({ draft, onChange, fieldHelp }: Pick<Props, 'draft' | 'onChange'> & { fieldHelp: FieldHelp }) {
  const t = useT();
  return (
    <>
      <Form.Item label={t('examAdmin.paper.minute')} htmlFor="paper-minute" {...fieldHelp('minute')}>
        <InputNumber
          min={1}
          max={EXAM_MINUTE_MAX}
          precision={0}
          value={draft.minute}
          onChange={(minute) => onChange({ ...draft, minute: minute ?? 0 })}
          id="paper-minute"
          data-testid="paper-minute"
        />
      </Form.Item>
      <Form.Item label={t('examAdmin.paper.limitMinute')} htmlFor="paper-limit-minute" {...fieldHelp('limitMinute')}>
        <InputNumber
          id="paper-limit-minute"
          min={0}
          precision={0}
          value={draft.limitMinute}
          onChange={(limitMinute) => onChange({ ...draft, limitMinute: limitMinute ?? 0 })}
        />
      </Form.Item>
    </>
  );
}

/** The exam category: the default one, or one of the catalogue. */
function CategoryField({ draft, onChange, categories }: Pick<Props, 'draft' | 'onChange' | 'categories'>) {
  const t = useT();
  return (
    <Form.Item label={t('examAdmin.paper.category')} htmlFor="paper-category">
      <Select
        style={{ width: 180 }}
        value={draft.category}
        onChange={(category) => onChange({ ...draft, category })}
        id="paper-category"
        data-testid="paper-category"
        options={[
          { value: String(DEFAULT_EXAM_CATEGORY), label: t('examAdmin.paper.defaultCategory') },
          ...categories.map((node) => ({ value: node.id, label: node.name })),
        ]}
      />
    </Form.Item>
  );
}
