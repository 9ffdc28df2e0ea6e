import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportResponse } from '@peilian/shared';
import { Alert, Button, message, Modal, Progress, Radio, Space, Steps, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import {
  canImport,
  download,
  FIRST_MODE,
  IMPORT_MODES,
  isXlsxName,
  QUESTION_IMPORT,
  templateUrl,
  uploadImport,
  type ImportMode,
  type ImportSource,
  type ImportStep,
} from './importWizard';

interface Props {
  open: boolean;
  /** What is imported: exam questions unless another bank's import is given. */
  source?: ImportSource;
  onImported: () => void;
  onClose: () => void;
}

type Row = ImportResponse['rows'][number];

/** The import wizard (questions, or `source`): choose one .xlsx (no auto upload) → preview with every row's check and the mode → result. */
export function ImportDialog({ open, source = QUESTION_IMPORT, onImported, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>(FIRST_MODE);
  const [preview, setPreview] = useState<ImportResponse | null>(null);
  const [result, setResult] = useState<ImportResponse | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const reset = () => {
    setStep(0);
    setFile(null);
    setMode(FIRST_MODE);
    setPreview(null);
    setResult(null);
    setProgress(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async (kind: ImportStep, chosen: ImportMode): Promise<ImportResponse | null> => {
    if (!file) return null;
    setProgress(0);
    try {
      return await uploadImport(file, file.name, kind, chosen, setProgress, source);
    } catch (error) {
      void notice.error(errorMessage(error, t));
      return null;
    } finally {
      setProgress(null);
    }
  };
  const check = async () => {
    const answer = await send('preview', mode);
    if (!answer) return;
    setPreview(answer);
    setStep(1);
  };
  const run = async () => {
    const answer = await send('import', mode);
    if (!answer) return;
    setResult(answer);
    setStep(2);
    onImported();
  };
  const saveFile = (path: string, name: string) => void download(path, name).catch((error: unknown) => void notice.error(errorMessage(error, t)));

  const columns = [
    { title: t('examAdmin.import.row'), dataIndex: 'row', width: 80 },
    {
      title: t('examAdmin.import.check'),
      key: 'check',
      render: (_: unknown, row: Row) =>
        row.ok ? (
          <Tag color="green">{t('examAdmin.import.rowOk')}</Tag>
        ) : (
          <span data-testid={`import-row-error-${row.row}`} style={{ color: '#cf1322' }}>
            {row.errors.map((found) => (found.column ? `${found.column}：${found.message}` : found.message)).join('；')}
          </span>
        ),
    },
  ];

  const footer = [
    <Button key="template" icon={<DownloadOutlined />} onClick={() => saveFile(templateUrl(source), source.templateName)} data-testid="import-template">
      {t('examAdmin.import.template')}
    </Button>,
    step === 1 && (
      <Button key="back" onClick={() => setStep(0)}>
        {t('examAdmin.import.back')}
      </Button>
    ),
    step === 0 && (
      <Button key="next" type="primary" disabled={!file || progress !== null} onClick={() => void check()} data-testid="import-next">
        {t('examAdmin.import.next')}
      </Button>
    ),
    step === 1 && (
      <Button key="run" type="primary" disabled={!canImport(preview) || progress !== null} onClick={() => void run()} data-testid="import-run">
        {t('examAdmin.import.run')}
      </Button>
    ),
    step === 2 && (
      <Button key="finish" type="primary" onClick={close} data-testid="import-finish">
        {t('examAdmin.import.finish')}
      </Button>
    ),
  ];

  return (
    <Modal open={open} width={760} title={t(source.title)} onCancel={close} footer={footer} destroyOnHidden>
      {holder}
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 16 }}
        items={[{ title: t('examAdmin.import.stepChoose') }, { title: t('examAdmin.import.stepPreview') }, { title: t('examAdmin.import.stepResult') }]}
      />
      {step === 0 && (
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            if (!isXlsxName(chosen.name)) void notice.error(t('errors.exam.requireExcel'));
            else {
              setFile(chosen);
              setPreview(null);
            }
            return false;
          }}
          onRemove={() => setFile(null)}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('examAdmin.import.choose')}</p>
          <Typography.Text type="secondary">{t('examAdmin.import.chooseHint')}</Typography.Text>
        </Upload.Dragger>
      )}
      {progress !== null && (
        <div data-testid="import-progress" style={{ marginTop: 12 }}>
          <Typography.Text>{t('examAdmin.import.uploading')}</Typography.Text>
          <Progress percent={progress} />
        </div>
      )}
      {step === 1 && preview && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as ImportMode)} data-testid="import-mode">
            {IMPORT_MODES.map((value) => (
              <Radio key={value} value={value}>
                {t(`examAdmin.import.mode${value}`)}
              </Radio>
            ))}
          </Radio.Group>
          <Typography.Text data-testid="import-summary">
            {t('examAdmin.import.summary', { total: preview.total, ok: preview.okcount, errors: preview.errcount })}
          </Typography.Text>
          {preview.errcount > 0 && (
            <Alert
              type="error"
              showIcon
              message={t('examAdmin.import.blocked')}
              action={
                preview.errorfile ? (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() => saveFile(preview.errorfile, source.errorsName)}
                    data-testid="import-error-file"
                  >
                    {t('examAdmin.import.errorFile')}
                  </Button>
                ) : null
              }
            />
          )}
          <Table<Row>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            pagination={{ pageSize: 30, showSizeChanger: false }}
            data-testid="import-rows"
          />
        </Space>
      )}
      {step === 2 && result && (
        <Alert
          type="success"
          showIcon
          data-testid="import-result"
          message={t('examAdmin.import.done', { insert: result.insertcount, update: result.updatecount, skip: result.skipcount })}
        />
      )}
    </Modal>
  );
}
