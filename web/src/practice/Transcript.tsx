import type { PracticeSessionView } from '@peilian/shared';
import { useEffect, useRef } from 'react';
import { useT } from '../app';
import { CustomerLine } from './CustomerLine';

/** The dialogue so far: the customer's opening, then each answer of the learner and the customer's reply. */
export function Transcript({ session }: { session: PracticeSessionView }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const size = session.opening.length + session.turns.reduce((sum, turn) => sum + 1 + turn.lines.length, 0);
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
      <div ref={end} />
    </div>
  );
}
