import { PUBLISH_STATES, type AdminPackageDetail } from '@peilian/shared';
import { Alert, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { failureMessages } from '../../data/errors';
import { SaveErrors } from '../../blocks/useSaveAction';
import { timeText } from '../labels';
import { PublishFields, type PublishChoice } from './PublishFields';
import { publishIssues } from './publishForm';
import { PublishReach } from './PublishReach';
import { pickedIso, pickerValue } from '../../time';

interface Props {
  packageId: string;
  title: string;
  /** The package as the editor holds it; the list's dialog loads it. */
  detail?: AdminPackageDetail;
  onClose: () => void;
  onDone: (published: AdminPackageDetail) => void;
}

/** The choice a package starts with: its scheduled time when it has one, else now. */
const choiceOf = (detail: AdminPackageDetail | undefined): PublishChoice =>
  detail?.publishtime ? { mode: 'scheduled', time: pickerValue(detail.publishtime) } : { mode: 'now', time: null };

/** What the dialog says before the choice: the time a scheduled package has, and whom the package reaches. */
function PublishNotes({ packageId, detail }: { packageId: string; detail: AdminPackageDetail | undefined }) {
  const t = useT();
  return (
    <>
      {detail?.publishstate === PUBLISH_STATES.scheduled && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('trainingAdmin.list.publishAt', { time: timeText(detail.publishtime) })} />
      )}
      <PublishReach packageId={packageId} />
    </>
  );
}

/**
 * The publish dialog (admin §4): publish now, or at a chosen time not earlier than now. The shared
 * publish rule is checked first (child tasks, weights, times); what the server still refuses is
 * shown in the dialog in the user's language.
 */
export function PublishDialog({ packageId, title, detail: given, onClose, onDone }: Props) {
  const t = useT();
  const read = useAdminQuery('packages', 'read', given ? null : { id: packageId });
  const publish = useAdminMutation('packages', 'publish');
  const detail = given ?? read.data?.package;
  // Until the admin changes it, the choice follows the package as loaded.
  const [changed, setChanged] = useState<PublishChoice | null>(null);
  const choice = changed ?? choiceOf(detail);
  const [timeError, setTimeError] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const shownErrors = read.error ? [read.error, ...errors] : errors;

  const submit = async () => {
    if (!detail) return;
    const { mode, time } = choice;
    const issues = publishIssues(detail, mode, time, Date.now());
    setTimeError(issues.time ? t(issues.time.key, issues.time.params) : '');
    setErrors(issues.other.map((issue) => t(issue.key, issue.params)));
    if (issues.time || issues.other.length > 0) return;
    try {
      const body = mode === 'scheduled' && time ? { mode, publishtime: pickedIso(time) } : { mode: 'now' as const };
      onDone((await publish.run({ id: packageId }, body)).package);
    } catch (error) {
      setErrors(failureMessages(error, t));
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
      confirmLoading={publish.pending}
      okButtonProps={{ disabled: !detail, 'data-testid': 'publish-confirm' }}
      destroyOnHidden
    >
      <SaveErrors errors={shownErrors} testId="publish-error" />
      {!detail && shownErrors.length === 0 && <Spin />}
      <PublishNotes packageId={packageId} detail={detail} />
      <PublishFields
        value={choice}
        onChange={(next) => {
          setChanged(next);
          setTimeError('');
        }}
        timeError={timeError}
      />
    </Modal>
  );
}
