import type { PracticeSession, PracticeSessionView } from '@peilian/shared';
import { useEffect, useRef } from 'react';
import { useT } from '../app';
import { CustomerLine } from './CustomerLine';

interface Props {
  session: PracticeSessionView;
  /** A role-play's reply as its sentences come, before its turn is in the session. */
  liveReply?: PracticeSession<unknown>['liveReply'];
}

/** The dialogue so far: the customer's opening, then each answer of the learner and the customer's reply (a role-play's as it comes). */
export function Transcript({ session, liveReply = null }: Props) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const size = session.opening.length + session.turns.reduce((sum, turn) => sum + 1 + turn.lines.length, 0) + (liveReply?.lines.length ?? 0);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [size]);

  return (
    <div className="practice-transcript" data-testid="practice-transcript">
      {session.opening.map((line, index) => (
        <CustomerLine key={`o${index}`} line={line} source={{ sessionId: session.id, turn: 0, index }} />
      ))}
      {session.turns.map((turn) => (
        <div key={turn.seq} className="practice-turn" data-testid={`practice-turn-${turn.seq}`}>
          <div className="practice-line practice-line-learner" data-testid="learner-line">
            <div className="practice-bubble">{turn.outcome === 'timeout' ? t('practiceLearner.timeoutTurn') : turn.text}</div>
          </div>
          {turn.lines.map((line, index) => (
            <CustomerLine key={index} line={line} source={{ sessionId: session.id, turn: turn.seq, index }} />
          ))}
        </div>
      ))}
      {liveReply && (
        <div className="practice-turn" aria-live="polite" aria-label={t('practiceLearner.liveReply')} data-testid="practice-live-reply">
          {liveReply.lines.map((line, index) => line && <CustomerLine key={index} line={line} />)}
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
