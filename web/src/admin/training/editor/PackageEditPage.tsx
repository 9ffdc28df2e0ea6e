import { ArrowLeftOutlined } from '@ant-design/icons';
import { PUBLISH_STATES, type AdminPackageDetail } from '@peilian/shared';
import { Alert, Button, Card, Divider, Form, message, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../app/hooks';
import { errorMessage } from '../../../identity/errorMessage';
import { isFormValidationError, saveErrors } from '../../people/saveError';
import { publishStateColor, publishStateLabel } from '../labels';
import { packageActions } from '../list/packageActions';
import { PublishDialog } from '../list/PublishDialog';
import { publishedText } from '../list/publishForm';
import { createPackage, fetchPackage, unpublishPackage, updatePackage } from '../packagesApi';
import { editPath, listPath, type TaskKind } from '../taskKinds';
import { ChildTaskSection } from './ChildTaskSection';
import { PackageForm } from './PackageForm';
import { emptyFields, fieldsOf, packageBody, type PackageFields } from './packageForm';

type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; detail: AdminPackageDetail | null };

/**
 * The hidden editor routes edittraincom-train / -exam / -practice (admin §2): `?id=` edits a
 * package, none creates one. The package form is saved first; its child tasks and publishing
 * follow on the saved package.
 */
export function PackageEditPage({ kind }: { kind: TaskKind }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const [form] = Form.useForm<PackageFields>();
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'ready', detail: null });
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) {
      setLoaded({ state: 'ready', detail: null });
      return;
    }
    let current = true;
    fetchPackage(id).then(
      (detail) =>
        current && setLoaded(detail.tasktype === kind.tasktype ? { state: 'ready', detail } : { state: 'failed', error: t('trainingAdmin.editor.notFound') }),
      (error: unknown) => current && setLoaded({ state: 'failed', error: errorMessage(error, t, 'trainingAdmin.editor.loadFailed') }),
    );
    return () => {
      current = false;
    };
  }, [id, kind.tasktype, version, t]);

  const detail = loaded.state === 'ready' ? loaded.detail : null;
  const reload = () => setVersion((value) => value + 1);

  const save = async () => {
    try {
      const fields = await form.validateFields();
      setSaving(true);
      setErrors([]);
      const body = packageBody({ ...form.getFieldsValue(true), ...fields } as PackageFields, kind.tasktype);
      if (detail) {
        setLoaded({ state: 'ready', detail: await updatePackage(detail.id, body) });
        void notice.success(t('trainingAdmin.editor.saved'));
      } else {
        const created = await createPackage(body);
        void notice.success(t('trainingAdmin.editor.created'));
        navigate(editPath(kind, created.id), { replace: true });
      }
    } catch (error) {
      if (!isFormValidationError(error)) setErrors(saveErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  const unpublish = (pkg: AdminPackageDetail) =>
    unpublishPackage(pkg.id).then(
      (updated) => {
        setLoaded({ state: 'ready', detail: updated });
        void notice.success(t('trainingAdmin.list.unpublished'));
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  const offered = detail ? packageActions(detail.publishstate) : null;
  return (
    <Card>
      {holder}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath(kind))} data-testid="package-back">
            {t('trainingAdmin.editor.back')}
          </Button>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="package-edit-title">
            {t(id ? kind.editTitle : kind.createTitle)}
          </Typography.Title>
          {detail && (
            <Tag color={publishStateColor(detail.publishstate)} data-testid="package-edit-state">
              {t(publishStateLabel(detail.publishstate))}
            </Tag>
          )}
        </Space>
        <Space>
          {detail && offered?.unpublish && (
            <Popconfirm
              title={t('trainingAdmin.list.unpublishConfirm', { title: detail.title })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => void unpublish(detail)}
            >
              <Button data-testid="package-edit-unpublish">{t('trainingAdmin.list.unpublish')}</Button>
            </Popconfirm>
          )}
          {detail && offered?.publish && (
            <Button onClick={() => setPublishing(true)} data-testid="package-edit-publish">
              {t('trainingAdmin.editor.publish')}
            </Button>
          )}
          <Button type="primary" loading={saving} disabled={loaded.state !== 'ready'} onClick={() => void save()} data-testid="package-save">
            {t('trainingAdmin.editor.save')}
          </Button>
        </Space>
      </Space>
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
      {detail ? (
        <ChildTaskSection pkg={detail} onChanged={reload} />
      ) : (
        loaded.state === 'ready' && <Alert type="info" showIcon title={t('trainingAdmin.editor.saveFirst')} />
      )}
      {detail && publishing && (
        <PublishDialog
          packageId={detail.id}
          title={detail.title}
          detail={detail}
          onClose={() => setPublishing(false)}
          onDone={(published) => {
            setPublishing(false);
            setLoaded({ state: 'ready', detail: published });
            void notice.success(publishedText(published, t));
          }}
        />
      )}
    </Card>
  );
}
