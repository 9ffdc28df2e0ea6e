import type { ScenarioImportPreview, ScenarioImportProblem, Translate } from '@peilian/shared';
import { Alert, Space, Table, Typography } from 'antd';
import { ImportFileChooser } from '../blocks/import/ImportFileChooser';
import { WizardFooter, WizardFrame } from '../blocks/import/WizardFrame';
import { useScenarioImport } from './useScenarioImport';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The scenario was saved: the list is read again. */
  onImported: () => void;
}

type Problem = ScenarioImportProblem & { index: number };

const statusText = (t: Translate, status: string) => t(`scenarioWeb.status.${status as ScenarioImportPreview['status']}`);

/** The preview: what the file holds, and every problem with where it is; the import is blocked while there is one. */
function ScenarioPreview({ preview, t }: { preview: ScenarioImportPreview; t: Translate }) {
  const problems: Problem[] = preview.errors.map((problem, index) => ({ ...problem, index }));
  const summary = preview.ok
    ? t('scenarioWeb.list.importChecked', { name: preview.name, count: preview.nodecount, status: statusText(t, preview.status) })
    : t('scenarioWeb.list.importProblems', { name: preview.name, count: preview.errors.length });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid="import-summary">{summary}</Typography.Text>
      {!preview.ok && <Alert type="error" showIcon message={t('admin.import.blocked')} />}
      {!preview.ok && (
        <Table<Problem>
          rowKey="index"
          size="small"
          columns={[
            { title: t('scenarioWeb.list.importWhere'), dataIndex: 'where', width: 280 },
            {
              title: t('scenarioWeb.list.importProblem'),
              key: 'message',
              render: (_: unknown, problem: Problem) => (
                <span data-testid={`scenario-import-problem-${problem.index}`} style={{ color: '#cf1322' }}>
                  {problem.message}
                </span>
              ),
            },
          ]}
          dataSource={problems}
          pagination={{ pageSize: 30, showSizeChanger: false }}
          scroll={{ y: 'max(200px, calc(100vh - 480px))' }}
          data-testid="scenario-import-problems"
        />
      )}
    </Space>
  );
}

/**
 * The scenario import (admin §4 import wizard): choose one JSON or Excel scenario file → its preview,
 * every problem listed with where it is and the import blocked while there is one → the scenario
 * saved as previewed.
 */
export function ScenarioImportDialog({ open, onClose, onImported }: Props) {
  const wizard = useScenarioImport(onClose, onImported);
  const { t, step, preview, scene, progress } = wizard;
  const footer = (
    <WizardFooter
      step={step}
      busy={progress !== null}
      chosen={wizard.file !== null}
      importable={preview?.ok === true}
      onTemplate={wizard.saveTemplate}
      onBack={() => wizard.setStep(0)}
      onNext={() => void wizard.check()}
      onRun={() => void wizard.run()}
      onFinish={wizard.close}
    />
  );
  return (
    <WizardFrame open={open} title={t('scenarioWeb.list.importTitle')} step={step} progress={progress} onCancel={wizard.close} footer={footer}>
      {wizard.holder}
      {step === 0 && (
        <ImportFileChooser
          file={wizard.file}
          onChoose={wizard.choose}
          accept=".json,.xlsx,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          choose={t('scenarioWeb.list.importChoose')}
          hint={t('scenarioWeb.list.importChooseHint')}
        />
      )}
      {step === 1 && preview && <ScenarioPreview preview={preview} t={t} />}
      {step === 2 && scene && (
        <Alert
          type="success"
          showIcon
          data-testid="import-result"
          message={t('scenarioWeb.list.importDone', { name: scene.name, status: statusText(t, scene.status) })}
        />
      )}
    </WizardFrame>
  );
}
