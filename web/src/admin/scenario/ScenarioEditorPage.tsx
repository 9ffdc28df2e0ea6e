import { dialogue, type AdminScenario, type Translate } from '@peilian/shared';
import { Alert, Card, Modal, Spin, message } from 'antd';
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { NotFoundPage } from '../../components/NotFoundPage';
import { EditorHeader, EditorUnavailable } from './EditorHeader';
import { FlowCanvas } from './FlowCanvas';
import { deleteNode, type FlowChange } from './flowModel';
import { IssueList } from './IssueList';
import { issueText } from './issueText';
import { NodePanel } from './NodePanel';
import { ScenarioSimulator } from './ScenarioSimulator';
import type { SceneSounds } from './CallSoundFields';
import { SettingsPanel } from './SettingsPanel';
import { useScenarioDraft } from './useScenarioDraft';

const LIST_PATH = '/admin/voice/voicescene';

/**
 * A change to the flow, applied unless the shared editor rules refuse it; the first refusal is kept
 * (shown above the canvas) and announced.
 */
function useFlowChanges(setScenario: Dispatch<SetStateAction<dialogue.Scenario | null>>, announce: (text: string) => void) {
  const t = useT();
  const [refusal, setRefusal] = useState('');
  const apply = useCallback(
    (change: FlowChange) => {
      const first = change.issues[0];
      if (first) {
        const text = issueText(t, first);
        setRefusal(text);
        announce(text);
        return;
      }
      setRefusal('');
      setScenario((current) => (current ? { ...current, flow: change.flow } : current));
    },
    [announce, t, setScenario],
  );
  return { refusal, setRefusal, apply };
}

/** Back to the list, after a confirmation while there are unsaved edits. */
function useLeaveGuard(dirty: boolean) {
  const t = useT();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const back = () => {
    if (!dirty) return navigate(LIST_PATH);
    void modal.confirm({ title: t('scenarioWeb.editor.unsaved'), onOk: () => navigate(LIST_PATH) });
  };
  return { back, modalHolder };
}

/** The save: refused with the first blocking issue, else sent, with the server's refusal kept. */
function useSubmit(save: () => Promise<AdminScenario | null>, setRefusal: (text: string) => void, notice: ReturnType<typeof message.useMessage>[0]) {
  const t = useT();
  return async (issues: readonly dialogue.FlowIssue[]) => {
    const blocking = issues.find((issue) => issue.severity === 'error');
    if (blocking) return setRefusal(issueText(t, blocking));
    try {
      const saved = await save();
      if (saved) void notice.success(t(saved.issues?.length ? 'scenarioWeb.editor.savedDraft' : 'scenarioWeb.editor.saved'));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
  };
}

/**
 * The scenario flow editor (admin §2 editscene, §4): the flow drawn with its nodes and lines, nodes
 * added at 100 % zoom, every line and deletion checked by the shared editor rules and refused with
 * the rule's message, the selected node's intents in the side panel, and saving through PUT — the
 * server validates with the same shared validator; an incomplete flow is kept as a draft.
 */
export function ScenarioEditorPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const draft = useScenarioDraft(id);

  if (!id) return <NotFoundPage />;
  if (draft.loadError) return <EditorUnavailable reason={draft.loadError} t={t} onBack={() => navigate(LIST_PATH)} />;
  if (!draft.scene || !draft.scenario) return <Spin />;
  return <ScenarioEditor draft={draft} scene={draft.scene} scenario={draft.scenario} />;
}

interface EditorProps {
  draft: ReturnType<typeof useScenarioDraft>;
  scene: AdminScenario;
  scenario: dialogue.Scenario;
}

/** The loaded scenario's editor: header, refusal, canvas and side panel, and the simulator. */
function ScenarioEditor({ draft, scene, scenario }: EditorProps) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const { back, modalHolder } = useLeaveGuard(draft.dirty);
  const { setScenario, saving } = draft;
  const [selected, setSelected] = useState('');
  const [simulating, setSimulating] = useState(false);
  const announce = useCallback((text: string) => void notice.error(text), [notice]);
  const { refusal, setRefusal, apply } = useFlowChanges(setScenario, announce);

  const submit = useSubmit(draft.save, setRefusal, notice);
  const validation = dialogue.validateScenario(scenario);
  const remove = (nodeId: string) => {
    const change = deleteNode(scenario.flow, nodeId);
    if (change.issues.length === 0) setSelected('');
    apply(change);
  };
  return (
    <div>
      {holder}
      {modalHolder}
      <ScenarioSimulator sceneId={scene.id} flow={scenario.flow} open={simulating} onClose={() => setSimulating(false)} t={t} />
      <EditorHeader
        name={scenario.name}
        status={scene.status}
        saving={saving}
        t={t}
        onBack={back}
        onSimulate={() => setSimulating(true)}
        onSave={() => void submit(validation.issues)}
      />
      <RefusalAlert refusal={refusal} onClose={() => setRefusal('')} />
      <EditorWorkspace
        scenario={scenario}
        issues={validation.issues}
        selected={selected}
        t={t}
        onSelect={setSelected}
        onChange={apply}
        onDelete={remove}
        onSettings={setScenario}
        sounds={{ value: draft.sounds, onChange: draft.setSounds }}
      />
    </div>
  );
}

/** The refusal of the last change or save — the rule's own message — above the canvas, until closed. */
function RefusalAlert({ refusal, onClose }: { refusal: string; onClose: () => void }) {
  if (!refusal) return null;
  return <Alert type="error" showIcon closable message={refusal} onClose={onClose} style={{ marginBottom: 12 }} data-testid="flow-refusal" />;
}

interface WorkspaceProps {
  scenario: dialogue.Scenario;
  issues: readonly dialogue.FlowIssue[];
  selected: string;
  t: Translate;
  onSelect: (nodeId: string) => void;
  onChange: (change: FlowChange) => void;
  onDelete: (nodeId: string) => void;
  onSettings: (scenario: dialogue.Scenario) => void;
  sounds: { value: SceneSounds; onChange: (sounds: SceneSounds) => void };
}

/** The canvas with the flow's issues beside the selected node's panel (or the scenario's settings). */
function EditorWorkspace({ scenario, issues, selected, t, onSelect, onChange, onDelete, onSettings, sounds }: WorkspaceProps) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <FlowCanvas flow={scenario.flow} selected={selected} onSelect={onSelect} onChange={onChange} t={t} />
        <IssueList issues={issues} t={t} onSelect={onSelect} />
      </div>
      <Card size="small" style={{ width: 340, flex: 'none' }}>
        {selected && scenario.flow.nodes.some((node) => node.id === selected) ? (
          <NodePanel flow={scenario.flow} nodeId={selected} t={t} onChange={onChange} onDelete={onDelete} />
        ) : (
          <SettingsPanel scenario={scenario} t={t} onChange={onSettings} sounds={sounds} />
        )}
      </Card>
    </div>
  );
}
