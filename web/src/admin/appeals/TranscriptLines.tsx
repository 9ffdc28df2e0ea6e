import type { AppealLine } from '@peilian/shared';
import { Empty, Tag, Typography } from 'antd';
import { useT } from '../../app';
import { DownloadedAudio } from '../blocks/DownloadedAudio';
import { adminDownload } from '../data/files';

const LABELS = { play: 'appealsAdmin.lines.play', loading: 'appealsAdmin.lines.playLoading', failed: 'appealsAdmin.lines.playFailed' } as const;

interface Props {
  appealId: string;
  lines: readonly AppealLine[];
  /** The criteria the learner's appeal points at: their lines are marked. */
  pointed: ReadonlySet<string>;
}

/**
 * The record's lines as the reviewer reads them (the transcript, the questions and answers): who
 * said it, its score, and the learner's recording fetched with the admin's headers on the first click.
 */
export function TranscriptLines({ appealId, lines, pointed }: Props) {
  const t = useT();
  if (lines.length === 0) return <Empty description={t('appealsAdmin.lines.empty')} />;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="appeal-lines">
      {lines.map((line, index) => (
        <li key={index} className={`appeal-line${line.key && pointed.has(line.key) ? ' appeal-pointed' : ''}`} data-testid={`appeal-line-${index}`}>
          <Tag color={line.speaker === 'learner' || line.speaker === 'answer' ? 'blue' : 'default'}>{t(`appealsAdmin.lines.speaker.${line.speaker}`)}</Tag>
          <Typography.Text className="appeal-line-text">{line.text}</Typography.Text>
          {line.score !== null && (
            <Typography.Text type="secondary">
              {t('appealsAdmin.lines.score')} {line.score}
            </Typography.Text>
          )}
          {line.audio && (
            <DownloadedAudio
              download={() => adminDownload('appeals', 'audio', { id: appealId, key: line.key })}
              labels={LABELS}
              testIds={{ button: `appeal-line-play-${index}`, player: `appeal-line-audio-${index}` }}
              playerStyle={{ height: 32, width: 220 }}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
