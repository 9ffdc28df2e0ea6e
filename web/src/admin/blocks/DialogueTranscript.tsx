import type { DialogueSegment } from '@peilian/shared';
import { Typography } from 'antd';
import { useT } from '../../app';

/** `m:ss` of a time in ms. */
export const clockText = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The line playing at `ms`: the last voiced one begun by then (-1: none yet). */
export function currentSegment(segments: readonly DialogueSegment[], ms: number): number {
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index]!;
    if (segment.audio === 1 && segment.start <= ms) return index;
  }
  return -1;
}

const LINE = { display: 'flex', gap: 8, width: '100%', minHeight: 44, padding: '6px 8px', border: 0, borderRadius: 6, textAlign: 'left' } as const;

interface Props {
  segments: readonly DialogueSegment[];
  current: number;
  /** Plays from a line's start. */
  onSeek: (ms: number) => void;
}

/** The transcript that follows the player: the line playing is marked, a voiced line is a button that plays from it. */
export function DialogueTranscript({ segments, current, onSeek }: Props) {
  const t = useT();
  return (
    <ol aria-label={t('practiceWeb.dialogue.transcript')} style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }} data-testid="dialogue-transcript">
      {segments.map((segment, index) => {
        const speaker = t(segment.speaker === 'customer' ? 'practiceWeb.dialogue.customer' : 'practiceWeb.dialogue.learner');
        const playing = index === current;
        const body = (
          <>
            <Typography.Text type="secondary" style={{ minWidth: 40 }}>
              {clockText(segment.start)}
            </Typography.Text>
            <Typography.Text strong>{speaker}</Typography.Text>
            <span>
              {segment.text}
              {segment.audio === 0 && <Typography.Text type="secondary"> {t('practiceWeb.dialogue.noRecording')}</Typography.Text>}
            </span>
          </>
        );
        return (
          <li key={`${segment.seq}-${index}`} data-testid="dialogue-line" data-current={playing ? 'true' : 'false'}>
            {segment.audio === 1 ? (
              <button
                type="button"
                onClick={() => onSeek(segment.start)}
                aria-current={playing ? 'true' : undefined}
                aria-label={t('practiceWeb.dialogue.seek', { time: clockText(segment.start), text: `${speaker}：${segment.text}` })}
                style={{ ...LINE, cursor: 'pointer', background: playing ? '#e6f4ff' : 'transparent' }}
              >
                {body}
              </button>
            ) : (
              <div style={LINE}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
