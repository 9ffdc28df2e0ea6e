import { currentQuestion, type FaqDrillStore } from '@peilian/shared';
import { useStore } from 'zustand';
import { useT } from '../app';
import type { SpokenRecording } from '../practice';
import { AnswerComposer } from './AnswerComposer';
import { Countdown } from './Countdown';
import { Feedback } from './Feedback';
import { OfflineBanner } from './OfflineBanner';
import { QuestionAudio } from './QuestionAudio';
import { QuestionCard } from './QuestionCard';
import { useAnswerRecordings } from './useAnswerRecordings';
import { useDrillSocket } from './useFaqDrill';

/** The drill's values the question screen shows, each selected on its own. */
function useAskingState(store: FaqDrillStore) {
  const drill = useStore(store, (state) => state.drill);
  const index = useStore(store, (state) => state.index);
  const question = useStore(store, currentQuestion);
  const phase = useStore(store, (state) => state.phase);
  const deadline = useStore(store, (state) => state.deadline);
  const draft = useStore(store, (state) => state.draft);
  const feedback = useStore(store, (state) => state.feedback);
  const waiting = useStore(store, (state) => state.offline && state.waiting !== null);
  return { drill, index, question, phase, deadline, draft, feedback, waiting };
}

/**
 * One question at a time: the customer asks it (audio), the thinking and answer times run, the
 * learner types or speaks the answer, and the scored answer is shown until "下一题". An answer that
 * waits for the connection is announced with a retry.
 */
export function Asking({ store }: { store: FaqDrillStore }) {
  const t = useT();
  const socket = useDrillSocket();
  const keepRecording = useAnswerRecordings(store);
  const { drill, index, question, phase, deadline, draft, feedback, waiting } = useAskingState(store);
  if (!drill || !question) return null;
  const { questionSpoken, setDraft, next, retry } = store.getState();

  const answer = (mode: 'typed' | 'voice', text: string, recording: SpokenRecording | null) => {
    const state = store.getState();
    // A recognition that ends after the time ran out: the store already sent what stood in the box.
    if (state.phase !== 'thinking' && state.phase !== 'answering') return;
    if (mode === 'voice' && recording) keepRecording(drill.id, question.seq, recording);
    void state.answer(mode, text);
  };
  const timing = (phase === 'thinking' || phase === 'answering') && deadline !== null;

  return (
    <div className="faq-asking">
      <QuestionCard question={question} index={index} total={drill.questions.length} />
      {phase === 'speaking' && <QuestionAudio key={`${drill.id}:${question.seq}`} drillId={drill.id} seq={question.seq} onSpoken={questionSpoken} />}
      {timing && <Countdown key={`${question.seq}:${phase}`} phase={phase} deadline={deadline} />}
      {waiting && <OfflineBanner onRetry={() => void retry()} />}
      {phase === 'sending' && !waiting && (
        <div className="faq-sending" role="status">
          {t('faqLearner.sending')}
        </div>
      )}
      {phase === 'feedback' && feedback ? (
        <Feedback answer={feedback} last={index + 1 >= drill.questions.length} onNext={() => void next()} />
      ) : (
        <AnswerComposer
          socket={socket}
          drillId={drill.id}
          seq={question.seq}
          draft={draft}
          enabled={phase === 'thinking' || phase === 'answering'}
          onDraft={setDraft}
          onAnswer={answer}
        />
      )}
    </div>
  );
}
