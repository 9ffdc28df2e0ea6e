import { timeText } from './labels';

/** A start and end (server ISO instants) on two lines, so the column is one date wide. */
export function TimeRange({ start, end }: { start: string; end: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {timeText(start)} ~
      <br />
      {timeText(end)}
    </span>
  );
}
