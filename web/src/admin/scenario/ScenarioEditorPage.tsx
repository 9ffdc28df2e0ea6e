import { ArrowLeftOutlined, ExperimentOutlined, SaveOutlined } from '@ant-design/icons';
import { dialogue, type AdminScenario, type Translate } from '@peilian/shared';
import { Alert, Button, Card, Modal, Result, Space, Spin, Tag, Tooltip, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { FlowCanvas } from './FlowCanvas';
import { deleteNode, type FlowChange } from './flowModel';
import { NodePanel } from './NodePanel';
import { ScenarioSimulator } from './ScenarioSimulator';
import { SettingsPanel } from './SettingsPanel';
import { saveScenario, fetchScenario } from './scenarioApi';
import { statusKey } from './ScenarioListPage';

/** A rule's message in the user's language. */
export function issueText(t: Translate, issue: Pick<dialogue.FlowIssue, 'key' | 'params'>): string {
  return t(issue.key, issue.params);
}

/** The scenario as loaded: the shared document, with the status column as the truth. */
function documentOf(scene: AdminScenario): dialogue.Scenario | null {
  const parsed = dialogue.scenarioSchema.safeParse(scene.scenario ?? {});
  if (!parsed.success) return null;
  const status = scene.status === 'enabled' || scene.status === 'disabled' ? scene.status : 'draft';
  return { ...parsed.data, status };
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
  const [notice, holder] = message.useMessage();
  const [scene, setScene] = useState<AdminScenario | null>(null);
  const [scenario, setScenario] = useState<dialogue.Scenario | null>(null);
  const [loadError, setLoadError] = useState('');
  const [selected, setSelected] = useState('');
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const [savedText, setSavedText] = useState('');
  const [modal, modalHolder] = Modal.useModal();
  const [simulating, setSimulating] = useState(false);

  const load = useCallback((next: AdminScenario) => {
    const document = documentOf(next);
    setScene(next);
    setScenario(document);
    setSavedText(JSON.stringify(document));
  }, []);
  useEffect(() => {
    if (!id) return;
    fetchScenario(id).then(load, (error: unknown) => setLoadError(errorMessage(error, t)));
  }, [id, load, t]);

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
    [notice, t],
  );

  if (!id) return <NotFoundPage />;
  if (loadError)
    return (
      <Result status="warning" title={loadError} extra={<Button onClick={() => navigate('/admin/voice/voicescene')}>{t('scenarioWeb.editor.back')}</Button>} />
    );
  if (!scene || !scenario) return <Spin />;

  const validation = dialogue.validateScenario(scenario);
  const dirty = JSON.stringify(scenario) !== savedText;
  const back = () => {
    if (!dirty) return navigate('/admin/voice/voicescene');
    void modal.confirm({ title: t('scenarioWeb.editor.unsaved'), onOk: () => navigate('/admin/voice/voicescene') });
  };
  const remove = (nodeId: string) => {
    const change = deleteNode(scenario.flow, nodeId);
    if (change.issues.length === 0) setSelected('');
    apply(change);
  };
  const save = async () => {
    const blocking = validation.issues.filter((issue) => issue.severity === 'error');
    if (blocking[0]) {
      setRefusal(issueText(t, blocking[0]));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveScenario(scene, scenario);
      load(saved);
      void notice.success(t(saved.issues?.length ? 'scenarioWeb.editor.savedDraft' : 'scenarioWeb.editor.saved'));
    } catch (error) {
      setRefusal(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      {holder}
      {modalHolder}
      <ScenarioSimulator sceneId={scene.id} flow={scenario.flow} open={simulating} onClose={() => setSimulating(false)} t={t} />
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="scenario-back">
            {t('scenarioWeb.editor.back')}
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="scenario-editor-title">
            {scenario.name}
          </Typography.Title>
          <Tag data-testid="scenario-editor-status">{t(statusKey(scene.status))}</Tag>
        </Space>
        <Space>
          <Button icon={<ExperimentOutlined />} onClick={() => setSimulating(true)} data-testid="scenario-simulate">
            {t('scenarioWeb.simulator.open')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="scenario-save">
            {t('scenarioWeb.editor.save')}
          </Button>
        </Space>
      </Space>
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

/** What keeps the flow from being complete (or what blocks saving), each leading to its node. */
function IssueList({ issues, t, onSelect }: { issues: readonly dialogue.FlowIssue[]; t: Translate; onSelect: (id: string) => void }) {
  if (issues.length === 0)
    return <Alert type="success" showIcon message={t('scenarioWeb.editor.noIssues')} style={{ marginTop: 12 }} data-testid="flow-issues" />;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      message={t('scenarioWeb.editor.issues')}
      data-testid="flow-issues"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {issues.slice(0, 20).map((issue, index) => (
            <li key={index}>
              <Tooltip title={issue.nodeId}>
                <a onClick={() => issue.nodeId && onSelect(issue.nodeId)}>{issueText(t, issue)}</a>
              </Tooltip>
            </li>
          ))}
        </ul>
      }
    />
  );
}
