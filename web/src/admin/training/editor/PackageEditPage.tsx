import { PUBLISH_STATES, type AdminPackageDetail } from '@peilian/shared';
import { Alert, Card, Divider, Form, message, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../app';
import { errorMessage } from '../../../lib/errorMessage';
import { useAdminMutation } from '../../data/queries';
import { PublishDialog } from '../list/PublishDialog';
import { publishedText } from '../list/publishForm';
import type { TaskKind } from '../taskKinds';
import { ChildTaskSection } from './ChildTaskSection';
import { EditorHeader } from './EditorHeader';
import { PackageForm } from './PackageForm';
import { emptyFields, fieldsOf, type PackageFields } from './packageForm';
import { usePackageEditor } from './usePackageEditor';

/**
 * The hidden editor routes edittraincom-train / -exam / -practice (admin §2): `?id=` edits a
 * package, none creates one. The package form is saved first; its child tasks and publishing
 * follow on the saved package.
 */
export function PackageEditPage({ kind }: { kind: TaskKind }) {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const [form] = Form.useForm<PackageFields>();
  const { loaded, detail, errors, save, saving } = usePackageEditor(id, kind, form, (text) => void notice.success(text));
  const unpublish = useAdminMutation('packages', 'unpublish');
  const [publishing, setPublishing] = useState(false);

  const unpublishPackage = (pkg: AdminPackageDetail) =>
    void unpublish.run({ id: pkg.id }).then(
      () => void notice.success(t('trainingAdmin.list.unpublished')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  return (
    <Card>
      {holder}
      <EditorHeader
        kind={kind}
        editing={id !== ''}
        detail={detail}
        ready={loaded.state === 'ready'}
        saving={saving}
        onSave={() => void save()}
        onPublish={() => setPublishing(true)}
        onUnpublish={unpublishPackage}
      />
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.error} data-testid="package-load-error" />}
      {loaded.state === 'ready' && (
        <PackageForm
          key={detail?.id ?? 'new'}
          form={form}
          initial={detail ? fieldsOf(detail) : emptyFields()}
          tasktype={kind.tasktype}
          packageId={detail?.id ?? ''}
          published={detail ? detail.publishstate !== PUBLISH_STATES.unpublished : false}
          errors={errors}
        />
      )}
      <Divider />
      {detail ? <ChildTaskSection pkg={detail} /> : loaded.state === 'ready' && <Alert type="info" showIcon title={t('trainingAdmin.editor.saveFirst')} />}
      {detail && publishing && (
        <PublishDialog
          packageId={detail.id}
          title={detail.title}
          detail={detail}
          onClose={() => setPublishing(false)}
          onDone={(published) => {
            setPublishing(false);
            void notice.success(publishedText(published, t));
          }}
        />
      )}
    </Card>
  );
}
