import { Button, Modal } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../app';

/** The admin's answer: re-score (true), save only (false), or not save now (null). */
export type RescoreChoice = boolean | null;

/**
 * Asks whether saving a scoring rule in use re-scores the sessions it has scored (docs/practice.md
 * "Scoring rules: details and re-scoring"). Three answers, so closing the question never saves.
 */
export function useRescoreQuestion(): { ask: (sessions: number) => Promise<RescoreChoice>; dialog: ReactNode } {
  const t = useT();
  const [sessions, setSessions] = useState<number | null>(null);
  const answer = useRef<(choice: RescoreChoice) => void>(() => undefined);
  const ask = useCallback(
    (count: number) =>
      new Promise<RescoreChoice>((resolve) => {
        answer.current = resolve;
        setSessions(count);
      }),
    [],
  );
  const choose = (choice: RescoreChoice) => {
    setSessions(null);
    answer.current(choice);
  };
  const dialog = (
    <Modal
      open={sessions !== null}
      title={t('practiceWeb.rescore.title')}
      onCancel={() => choose(null)}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => choose(null)} data-testid="rescore-cancel">
          {t('practiceWeb.rescore.cancel')}
        </Button>,
        <Button key="keep" onClick={() => choose(false)} data-testid="rescore-keep">
          {t('practiceWeb.rescore.keep')}
        </Button>,
        <Button key="rescore" type="primary" onClick={() => choose(true)} data-testid="rescore-confirm">
          {t('practiceWeb.rescore.rescore')}
        </Button>,
      ]}
    >
      <p data-testid="rescore-question">{t('practiceWeb.rescore.body', { count: sessions ?? 0 })}</p>
    </Modal>
  );
  return { ask, dialog };
}
