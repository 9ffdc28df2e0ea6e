import { Typography } from 'antd';
import { useT } from '../../../app';
import { clippedText } from '../../blocks/columns';
import { useAdminQuery } from '../../data/queries';
import type { FaqChoice } from '../picker/FaqPicker';

/**
 * A chosen question's text: a stored child task names its questions only by id, so an unknown
 * text is read (once, then cached) — '…' meanwhile, a notice when the question is gone. A long
 * text shows two lines, the whole in a tooltip.
 */
export function FaqQuestionText({ item }: { item: FaqChoice }) {
  const t = useT();
  const read = useAdminQuery('faq', 'read', item.question ? null : { id: item.id });
  if (item.question) return clippedText(item.question);
  if (read.data?.faq.id === item.id) return clippedText(read.data.faq.question);
  return read.error ? <Typography.Text type="danger">{t('trainingAdmin.faqChild.questionUnknown')}</Typography.Text> : '…';
}
