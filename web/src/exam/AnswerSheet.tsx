import type { LearnerQuestion } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useT } from '../app';

interface Props {
  visible: boolean;
  questions: LearnerQuestion[];
  index: number;
  stateOf: (id: string) => 'unanswered' | 'synced' | 'unsynced';
  submitting: boolean;
  onClose: () => void;
  onPick: (index: number) => void;
  onSubmit: () => void;
}

/** The answer sheet: every question's state, a jump to any of them, and submit. */
export function AnswerSheet({ visible, questions, index, stateOf, submitting, onClose, onPick, onSubmit }: Props) {
  const t = useT();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="exam-sheet-body">
      <div className="exam-sheet" data-testid="exam-sheet">
        {questions.map((item, at) => (
          <button
            type="button"
            key={item.id}
            className={`exam-sheet-cell exam-sheet-${stateOf(item.id)}${at === index ? ' exam-sheet-current' : ''}`}
            data-testid={`exam-sheet-${at + 1}`}
            data-state={stateOf(item.id)}
            onClick={() => onPick(at)}
          >
            {at + 1}
          </button>
        ))}
      </div>
      <Button block color="primary" loading={submitting} onClick={onSubmit} data-testid="exam-sheet-submit">
        {t('exam.taking.submit')}
      </Button>
    </Popup>
  );
}
