import { PUBLISH_STATES, type AdminPackageDetail } from '@peilian/shared';
import { Alert, DatePicker, Form, Modal, Radio, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useT } from '../../../app/hooks';
import { errorMessage } from '../../../identity/errorMessage';
import { saveErrors } from '../../people/saveError';
import { SaveErrors } from '../../people/useSaveAction';
import { timeText } from '../labels';
import { fetchPackage, publishPackage } from '../packagesApi';
import { publishIssues, type PublishMode } from './publishForm';

interface Props {
  packageId: string;
  title: string;
  /** The package as the editor holds it; the list's dialog loads it. */
  detail?: AdminPackageDetail;
  onClose: () => void;
  onDone: (published: AdminPackageDetail) => void;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The publish dialog (admin §4): publish now, or at a chosen time not earlier than now. The shared
 * publish rule is checked first (child tasks, weights, times); what the server still refuses is
 * shown in the dialog in the user's language.
 */
export function PublishDialog({ packageId, title, detail: given, onClose, onDone }: Props) {
  const t = useT();
  const [detail, setDetail] = useState<AdminPackageDetail | null>(given ?? null);
  const [mode, setMode] = useState<PublishMode>(given?.publishtime ? 'scheduled' : 'now');
  const [time, setTime] = useState<Dayjs | null>(given?.publishtime ? dayjs(given.publishtime) : null);
  const [timeError, setTimeError] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (given) return;
    fetchPackage(packageId).then(
      (loaded) => {
        setDetail(loaded);
        if (loaded.publishtime) {
          setMode('scheduled');
          setTime(dayjs(loaded.publishtime));
        }
      },
      (error: unknown) => setErrors([errorMessage(error, t, 'trainingAdmin.editor.loadFailed')]),
    );
  }, [given, packageId, t]);

  const submit = async () => {
    if (!detail) return;
    const issues = publishIssues(detail, mode, time, Date.now());
    setTimeError(issues.time ? t(issues.time.key, issues.time.params) : '');
    setErrors(issues.other.map((issue) => t(issue.key, issue.params)));
    if (issues.time || issues.other.length > 0) return;
    setSaving(true);
    try {
      onDone(await publishPackage(packageId, mode === 'scheduled' && time ? { mode, publishtime: time.toISOString() } : { mode: 'now' }));
    } catch (error) {
      setErrors(saveErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${t('trainingAdmin.publish.title')} · ${title}`}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={t('trainingAdmin.publish.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !detail, 'data-testid': 'publish-confirm' }}
      destroyOnHidden
    >
      <SaveErrors errors={errors} testId="publish-error" />
      {!detail && errors.length === 0 && <Spin />}
      {detail?.publishstate === PUBLISH_STATES.scheduled && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('trainingAdmin.list.publishAt', { time: timeText(detail.publishtime) })} />
      )}
      <Form layout="vertical">
        <Form.Item label={t('trainingAdmin.publish.mode')}>
          <Radio.Group
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as PublishMode);
              setTimeError('');
            }}
            data-testid="publish-mode"
            options={[
              { value: 'now', label: t('trainingAdmin.publish.now') },
              { value: 'scheduled', label: t('trainingAdmin.publish.scheduled') },
            ]}
          />
        </Form.Item>
        {mode === 'scheduled' && (
          <Form.Item label={t('trainingAdmin.publish.time')} required validateStatus={timeError ? 'error' : undefined} help={timeError || undefined}>
            <DatePicker
              showTime
              format={FORMAT}
              value={time}
              needConfirm={false}
              placeholder={t('trainingAdmin.publish.timePlaceholder')}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              onChange={(value) => {
                setTime(value);
                setTimeError('');
              }}
              style={{ width: 240 }}
              id="publish-time"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
