import { canInterrupt, type PracticeScenarioSummary, type PracticeSessionView } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { NavBar } from '../components/NavBar';
import { useCallback, useContext, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../app';
import { Loading } from '../components/Loading';
import { taskPath } from '../training';
import { Composer } from './Composer';
import { PRACTICE_PATH } from './paths';
import { fetchPracticeScenarios } from './practiceApi';
import { PracticeReport } from './PracticeReport';
import { Transcript } from './Transcript';
import { useAddressedSession } from './useAddressedSession';
import { PracticeTaskContext, type PracticeSessionApi } from './usePracticeSession';
import { confirm } from '../components/dialogs';

interface Props {
  scenarioId: string;
  /** The session to resume (URL, else sessionStorage); '' to offer a new one. */
  sessionId: string;
}

/** The connection state line: connecting, or reconnecting after a drop (the session is joined again on reconnect). */
function ConnectionState({ practice }: { practice: PracticeSessionApi }) {
  const t = useT();
  if (practice.connection === 'online') return null;
  if (practice.connection === 'failed') {
    return (
      <div className="practice-state practice-state-error" role="alert" data-testid="practice-connection">
        {t('practiceLearner.connectFailed', { message: practice.connectError })}
      </div>
    );
  }
  return (
    <div className="practice-state" role="status" data-testid="practice-connection" data-state={practice.connection}>
      {t(practice.connection === 'reconnecting' ? 'practiceLearner.reconnecting' : 'practiceLearner.connecting')}
    </div>
  );
}

/** The scenario's cover before a session: its name, customer and description, and Start. */
function ScenarioCover({ scenarioId, practice }: { scenarioId: string; practice: PracticeSessionApi }) {
  const t = useT();
  const [scenario, setScenario] = useState<PracticeScenarioSummary | null>(null);
  useEffect(() => {
    let live = true;
    fetchPracticeScenarios()
      .then((rows) => live && setScenario(rows.find((row) => row.id === scenarioId) ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [scenarioId]);
  return (
    <div className="practice-cover" data-testid="practice-cover">
      {scenario && (
        <>
          <h2>{scenario.name}</h2>
          {scenario.customername && <p>{t('practiceLearner.customer', { name: scenario.customername })}</p>}
          {scenario.description && <p className="practice-cover-description">{scenario.description}</p>}
        </>
      )}
      <Button
        block
        color="primary"
        loading={practice.busy}
        disabled={practice.connection !== 'online' || practice.busy}
        onClick={() => void practice.start(scenarioId)}
        data-testid="practice-start"
      >
        {t('practiceLearner.start')}
      </Button>
    </div>
  );
}

/** The paused banner: resume, or once the pause has run out, start again or end and submit. */
function PausedPanel({ practice, scenario, onEnded }: { practice: PracticeSessionApi; scenario: string; onEnded: () => void }) {
  const t = useT();
  const idle = practice.connection !== 'online' || practice.busy;
  return (
    <div className="practice-paused" data-testid="practice-paused">
      {practice.pauseExpired ? (
        <div className="practice-paused-actions">
          <Button color="primary" disabled={idle || !scenario} onClick={() => void practice.start(scenario)} data-testid="practice-restart">
            {t('practiceLearner.restart')}
          </Button>
          <Button disabled={idle} onClick={() => void practice.end().then((ended) => ended && onEnded())} data-testid="practice-expired-end">
            {t('practiceLearner.endSubmit')}
          </Button>
        </div>
      ) : (
        <>
          <div>{t('practiceLearner.paused')}</div>
          <Button color="primary" disabled={idle} onClick={() => void practice.resume()} data-testid="practice-resume">
            {t('practiceLearner.resume')}
          </Button>
        </>
      )}
    </div>
  );
}

/** Below a running session's dialogue: the hints, the composer, and End (asks first, then shows the report). */
function RoomFooter({ practice, session, onEnded }: { practice: PracticeSessionApi; session: PracticeSessionView; onEnded: () => void }) {
  const t = useT();
  const online = practice.connection === 'online';
  const running = session.status === 'running';
  const endAndSubmit = async () => {
    const confirmed = await confirm({
      content: t('practiceLearner.endConfirm'),
      confirmText: t('practiceLearner.endSubmit'),
      cancelText: t('practiceLearner.cancel'),
    });
    if (confirmed && (await practice.end())) onEnded();
  };
  return (
    <div className="practice-footer">
      {running && session.hints.length > 0 && (
        <div className="practice-hints" data-testid="practice-hints">
          {t('practiceLearner.hints')} {session.hints.map((hint) => hint.label).join(' / ')}
        </div>
      )}
      {canInterrupt(practice) && (
        <Button block size="small" onClick={() => void practice.interrupt()} data-testid="practice-interrupt">
          {t('practiceLearner.interrupt')}
        </Button>
      )}
      <Composer
        socket={practice.socket}
        draft={practice.draft}
        onDraft={practice.setDraft}
        onSend={(text, recording) => void practice.answer(text, recording)}
        onSpeaking={practice.setLearnerSpeaking}
        disabled={!online || practice.busy || !running}
      />
      <Button
        block
        fill="outline"
        color="danger"
        size="small"
        disabled={!online || practice.busy}
        onClick={() => void endAndSubmit()}
        data-testid="practice-end"
      >
        {t('practiceLearner.end')}
      </Button>
    </div>
  );
}

/** A session on screen: its dialogue, the paused banner, and the footer, or once finished the way to its report. */
function SessionView({
  practice,
  session,
  scenario,
  onReport,
}: {
  practice: PracticeSessionApi;
  session: PracticeSessionView;
  scenario: string;
  onReport: () => void;
}) {
  const t = useT();
  return (
    <>
      <Transcript session={session} liveReply={practice.liveReply} />
      {session.status === 'paused' && <PausedPanel practice={practice} scenario={scenario} onEnded={onReport} />}
      {session.status === 'finished' ? (
        <div className="practice-finished" data-testid="practice-finished">
          <Button block color="primary" onClick={onReport} data-testid="practice-open-report">
            {t('practiceLearner.report.open')}
          </Button>
        </div>
      ) : (
        <RoomFooter practice={practice} session={session} onEnded={onReport} />
      )}
    </>
  );
}

/**
 * A scenario's live practice (`/user/dashboard/practice?scenario=&session=`): the dialogue, typed or
 * spoken answers, pause and resume (the 30-minute limit), end and submit, then the report. The
 * session's id is kept in the URL (and, for free practice, in sessionStorage by the shared store), so
 * a reload or a dropped connection resumes it; an address naming another session (a link, back, a
 * typed address) opens that one afresh, its report if it has finished.
 */
export function PracticeRoom(props: Props) {
  const [opened, openAnother] = useReducer((count: number) => count + 1, 0);
  return <AddressedRoom key={opened} {...props} onElsewhere={openAnother} />;
}

function AddressedRoom({ scenarioId, sessionId, onElsewhere }: Props & { onElsewhere: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [reportOpen, setReportOpen] = useState(false);
  const openReport = useCallback(() => setReportOpen(true), []);
  const practice = useAddressedSession(scenarioId, sessionId, openReport, onElsewhere);
  const { session } = practice;
  const scenario = scenarioId || session?.scenarioid || '';
  const task = useContext(PracticeTaskContext);
  const back = () => navigate(task ? taskPath(task.packageId) : PRACTICE_PATH);

  if (reportOpen && session) {
    const again = scenario
      ? () => {
          setReportOpen(false);
          void practice.start(scenario);
        }
      : null;
    return <PracticeReport key={session.id} sessionId={session.id} initial={session} onBack={back} onAgain={again} />;
  }

  const running = session?.status === 'running';
  const pause = (
    <Button
      size="mini"
      fill="outline"
      disabled={practice.connection !== 'online' || practice.busy}
      onClick={() => void practice.pause()}
      data-testid="practice-pause"
    >
      {t('practiceLearner.pause')}
    </Button>
  );
  return (
    <div className="practice-page practice-room" data-testid="practice-room" data-status={session?.status ?? 'none'}>
      <NavBar onBack={back} right={running && session.pausable ? pause : null}>
        {task?.title ?? session?.scenarioname ?? t('practiceLearner.title')}
      </NavBar>
      <ConnectionState practice={practice} />
      {practice.error && (
        <div className="practice-state practice-state-error" role="alert" data-testid="practice-error">
          {practice.error}
        </div>
      )}
      {!session && !sessionId && <ScenarioCover scenarioId={scenario} practice={practice} />}
      {!session && sessionId && <Loading />}
      {session && <SessionView practice={practice} session={session} scenario={scenario} onReport={openReport} />}
    </div>
  );
}
