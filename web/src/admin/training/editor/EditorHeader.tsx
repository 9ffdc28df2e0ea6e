import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AdminPackageDetail } from '@peilian/shared';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app';
import { PageTitle } from '../../blocks/PageTitle';
import { publishStateColor, publishStateLabel } from '../labels';
import { packageActions } from '../list/packageActions';
import { listPath, type TaskKind } from '../taskKinds';

interface Props {
  kind: TaskKind;
  /** Whether the page edits a stored package (else it creates one). */
  editing: boolean;
  detail: AdminPackageDetail | null;
  ready: boolean;
  saving: boolean;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: (pkg: AdminPackageDetail) => void;
}

/** The editor's bar: back to the list, the title and publish state, unpublish / publish as the state allows, and save. */
export function EditorHeader({ kind, editing, detail, ready, saving, onSave, onPublish, onUnpublish }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const offered = detail ? packageActions(detail.publishstate) : null;
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }} wrap>
      {/* Aligned on the text's baseline: the page title keeps its bottom margin. */}
      <Space align="baseline">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath(kind))} data-testid="package-back">
          {t('trainingAdmin.editor.back')}
        </Button>
        <PageTitle testId="package-edit-title">{t(editing ? kind.editTitle : kind.createTitle)}</PageTitle>
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
            onConfirm={() => onUnpublish(detail)}
          >
            <Button data-testid="package-edit-unpublish">{t('trainingAdmin.list.unpublish')}</Button>
          </Popconfirm>
        )}
        {detail && offered?.publish && (
          <Button onClick={onPublish} data-testid="package-edit-publish">
            {t('trainingAdmin.editor.publish')}
          </Button>
        )}
        <Button type="primary" loading={saving} disabled={!ready} onClick={onSave} data-testid="package-save">
          {t('trainingAdmin.editor.save')}
        </Button>
      </Space>
    </Space>
  );
}
