import { dialogue } from '@peilian/shared';
import { Alert, Card, Modal, Spin, message } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { EditorHeader, EditorUnavailable } from './EditorHeader';
import { FlowCanvas } from './FlowCanvas';
import { deleteNode, type FlowChange } from './flowModel';
import { IssueList } from './IssueList';
import { issueText } from './issueText';
import { NodePanel } from './NodePanel';
import { ScenarioSimulator } from './ScenarioSimulator';
import { SettingsPanel } from './SettingsPanel';
import { useScenarioDraft } from './useScenarioDraft';

const LIST_PATH = '/admin/voice/voicescene';

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
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const { scene, scenario, setScenario, loadError, dirty, saving, save } = useScenarioDraft(id);
  const [selected, setSelected] = useState('');
  const [refusal, setRefusal] = useState('');
  const [simulating, setSimulating] = useState(false);

  const apply = useCallback(
    (change: FlowChange) => {
      const first = change.issues[0];
      if (first) {
        const text = issueText(t, first);
        setRefusal(text);
        void notice.error(text);
        return;
      }
      setRefusal('');
      setScenario((current) => (current ? { ...current, flow: change.flow } : current));
    },
    [notice, t, setScenario],
  );

  if (!id) return <NotFoundPage />;
  if (loadError) return <EditorUnavailable reason={loadError} t={t} onBack={() => navigate(LIST_PATH)} />;
  if (!scene || !scenario) return <Spin />;

  const validation = dialogue.validateScenario(scenario);
  const back = () => {
    if (!dirty) return navigate(LIST_PATH);
    void modal.confirm({ title: t('scenarioWeb.editor.unsaved'), onOk: () => navigate(LIST_PATH) });
  };
  const remove = (nodeId: string) => {
    const change = deleteNode(scenario.flow, nodeId);
    if (change.issues.length === 0) setSelected('');
    apply(change);
  };
  const submit = async () => {
    const blocking = validation.issues.find((issue) => issue.severity === 'error');
    if (blocking) return setRefusal(issueText(t, blocking));
    try {
      const saved = await save();
      if (saved) void notice.success(t(saved.issues?.length ? 'scenarioWeb.editor.savedDraft' : 'scenarioWeb.editor.saved'));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    }
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
        onSave={() => void submit()}
      />
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          message={t('scenarioWeb.editor.refused')}
          description={refusal}
          onClose={() => setRefusal('')}
          style={{ marginBottom: 12 }}
          data-testid="flow-refusal"
        />
      )}
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <FlowCanvas flow={scenario.flow} selected={selected} onSelect={setSelected} onChange={apply} t={t} />
          <IssueList issues={validation.issues} t={t} onSelect={setSelected} />
        </div>
        <Card size="small" style={{ width: 340, flex: 'none' }}>
          {selected && scenario.flow.nodes.some((node) => node.id === selected) ? (
            <NodePanel flow={scenario.flow} nodeId={selected} t={t} onChange={apply} onDelete={remove} />
          ) : (
            <SettingsPanel scenario={scenario} t={t} onChange={setScenario} />
          )}
        </Card>
      </div>
    </div>
  );
}
