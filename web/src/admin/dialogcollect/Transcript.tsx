import type { DialogCollectDetail } from '@peilian/shared';
import { Tag, Typography } from 'antd';
import { useT } from '../../app';
import { clockText } from '../blocks/DialogueTranscript';

/** The recognised conversation, one line a sentence: who said it (salesperson or customer), when, what. */
export function Transcript({ collect }: { collect: DialogCollectDetail }) {
  const t = useT();
  if (collect.sentences.length === 0) return <Typography.Text type="secondary">{t('dialogCollect.detail.empty')}</Typography.Text>;
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 960 }} data-testid="collect-transcript">
      {collect.sentences.map((sentence, index) => {
        const sales = sentence.speaker === collect.salesspeaker;
        return (
          <li key={index} style={{ display: 'flex', gap: 12, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }} data-testid={`collect-line-${index}`}>
            <Tag color={sales ? 'blue' : 'orange'} style={{ minWidth: 72, textAlign: 'center', alignSelf: 'flex-start' }}>
              {t(sales ? 'dialogCollect.detail.sales' : 'dialogCollect.detail.customer')}
            </Tag>
            <Typography.Text type="secondary" style={{ minWidth: 48 }}>
              {clockText(sentence.start)}
            </Typography.Text>
            <Typography.Text>{sentence.text}</Typography.Text>
          </li>
        );
      })}
    </ol>
  );
}
