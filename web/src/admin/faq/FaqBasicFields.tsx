import { TASK_SORT, type CatalogNode, type Translate } from '@peilian/shared';
import { Col, Form, Input, InputNumber, Row, Select, Switch, TreeSelect } from 'antd';
import { limitProps } from '../blocks/textLimit';
import { EMOTION_OPTIONS } from '../practice';
import { FAQ_TEXT_LIMITS, type FaqDraft } from './faqForm';
import type { DraftChange, helpProps } from './useFaqEditor';

interface Props {
  t: Translate;
  draft: FaqDraft;
  onChange: DraftChange;
  catalogues: readonly CatalogNode[];
  item: (field: keyof FaqDraft) => ReturnType<typeof helpProps>;
}

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const treeOf = (nodes: readonly CatalogNode[]): TreeOption[] => nodes.map((node) => ({ value: node.id, title: node.name, children: treeOf(node.children) }));

/** The question's own fields: standard question and answer, catalogue, sort, emotion, thinking time, keywords, description. */
export function FaqBasicFields({ t, draft, onChange, catalogues, item }: Props) {
  const set = (change: Partial<FaqDraft>) => onChange({ ...draft, ...change });
  const description = limitProps(draft.description, FAQ_TEXT_LIMITS.description, t, item('description'));
  return (
    <>
      <QuestionAnswerFields t={t} draft={draft} set={set} item={item} />
      <PlacementFields t={t} draft={draft} set={set} catalogues={catalogues} item={item} />
      <Form.Item label={t('faqAdmin.editor.keywords')} htmlFor="faq-keywords" extra={t('faqAdmin.editor.keywordsHint')} {...item('keywords')}>
        <Input value={draft.keywords} onChange={(event) => set({ keywords: event.target.value })} id="faq-keywords" data-testid="faq-keywords" />
      </Form.Item>
      <Form.Item label={t('faqAdmin.editor.description')} htmlFor="faq-description" {...description.item}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          count={description.count}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          id="faq-description"
          data-testid="faq-description"
        />
      </Form.Item>
    </>
  );
}

type SectionProps = Omit<Props, 'onChange'> & { set: (change: Partial<FaqDraft>) => void };

/** The standard question and its standard answer. */
function QuestionAnswerFields({ t, draft, set, item }: Omit<SectionProps, 'catalogues'>) {
  const question = limitProps(draft.question, FAQ_TEXT_LIMITS.question, t, item('question'));
  const answer = limitProps(draft.answer, FAQ_TEXT_LIMITS.answer, t, item('answer'));
  return (
    <>
      <Form.Item label={t('faqAdmin.editor.question')} htmlFor="faq-question" required {...question.item}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={question.count}
          value={draft.question}
          onChange={(event) => set({ question: event.target.value })}
          id="faq-question"
          data-testid="faq-question"
        />
      </Form.Item>
      <Form.Item label={t('faqAdmin.editor.answer')} htmlFor="faq-answer" required {...answer.item}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          count={answer.count}
          value={draft.answer}
          onChange={(event) => set({ answer: event.target.value })}
          id="faq-answer"
          data-testid="faq-answer"
        />
      </Form.Item>
    </>
  );
}

/** Where the question sits and how it is asked: catalogue, sort, emotion, thinking time. */
function PlacementFields({ t, draft, set, catalogues, item }: SectionProps) {
  return (
    <Row gutter={24}>
      <Col span={8}>
        <CatalogueField t={t} draft={draft} set={set} catalogues={catalogues} item={item} />
      </Col>
      <Col span={6}>
        <Form.Item label={t('faqAdmin.editor.sort')} htmlFor="faq-sort" extra={t('faqAdmin.editor.sortHint')} {...item('sort')}>
          <InputNumber
            style={{ width: '100%' }}
            min={TASK_SORT.min}
            max={TASK_SORT.max}
            precision={0}
            placeholder={t('faqAdmin.editor.sortPlaceholder')}
            value={draft.sort}
            onChange={(sort) => set({ sort: typeof sort === 'number' ? sort : null })}
            id="faq-sort"
            data-testid="faq-sort"
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item label={t('faqAdmin.editor.emotion')} htmlFor="faq-emotion" extra={t('faqAdmin.editor.emotionHint')} {...item('emotion')}>
          <Select
            value={draft.emotion}
            onChange={(emotion: number) => set({ emotion })}
            options={EMOTION_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
            id="faq-emotion"
            data-testid="faq-emotion"
          />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item label={t('faqAdmin.editor.thinking')} htmlFor="faq-thinking" {...item('thinking')}>
          <Switch checked={draft.thinking === 1} onChange={(on) => set({ thinking: on ? 1 : 0 })} id="faq-thinking" data-testid="faq-thinking" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The catalogue the question is filed under (none allowed). */
function CatalogueField({ t, draft, set, catalogues, item }: SectionProps) {
  return (
    <Form.Item label={t('faqAdmin.editor.catalog')} htmlFor="faq-catalog" {...item('catalogid')}>
      <TreeSelect
        allowClear
        treeDefaultExpandAll
        placeholder={t('faqAdmin.editor.catalogNone')}
        value={draft.catalogid || undefined}
        onChange={(catalogid?: string) => set({ catalogid: catalogid ?? '' })}
        treeData={treeOf(catalogues)}
        id="faq-catalog"
        data-testid="faq-catalog"
      />
    </Form.Item>
  );
}
