import { PlusOutlined } from '@ant-design/icons';
import { childTasksEditable, checkWeights, weightTotal, weightWarning, type AdminChildTask, type AdminPackageDetail } from '@peilian/shared';
import { Alert, Button, message, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { errorMessage } from '../../../lib/errorMessage';
import { useAdminMutation } from '../../data/queries';
import { ChildTaskDialog } from './ChildTaskDialog';
import { ChildTaskTable } from './ChildTaskTable';

/** Whether a package's child tasks are read-only (admin §4: publishing, even on a schedule, locks them). */
export function childTasksLocked(pkg: Pick<AdminPackageDetail, 'locked' | 'publishstate'>): boolean {
  return pkg.locked === 1 || !childTasksEditable(pkg.publishstate);
}

/**
 * The child tasks of a saved package: the table, the live weight total with the shared warning
 * until it is 100%, and add / edit / delete — all read-only with a notice once the package is
 * published or scheduled.
 */
export function ChildTaskSection({ pkg }: { pkg: AdminPackageDetail }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const removeChild = useAdminMutation('children', 'remove');
  const [editing, setEditing] = useState<{ child: AdminChildTask | undefined } | null>(null);
  const locked = childTasksLocked(pkg);
  const weights = pkg.children.map((child) => child.weight);
  const warning = weightWarning(weights);

  const remove = (child: AdminChildTask) =>
    removeChild.run({ id: child.id }).then(
      () => void notice.success(t('trainingAdmin.children.deleted')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  return (
    <section data-testid="child-section">
      {holder}
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('trainingAdmin.children.title')}
          </Typography.Title>
          {weights.length > 0 && (
            <Tag color={checkWeights(weights) ? 'red' : 'green'} data-testid="weight-total">
              {t('trainingAdmin.children.weightSum', { sum: weightTotal(weights) })}
            </Tag>
          )}
        </Space>
        <Button type="primary" icon={<PlusOutlined />} disabled={locked} onClick={() => setEditing({ child: undefined })} data-testid="child-add">
          {t('trainingAdmin.children.add')}
        </Button>
      </Space>
      {locked && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('trainingAdmin.editor.lockedNotice')} data-testid="child-locked" />}
      {warning && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t(warning.key, warning.params)} data-testid="weight-warning" />}
      <ChildTaskTable rows={pkg.children} locked={locked} onEdit={(child) => setEditing({ child })} onDelete={(child) => void remove(child)} />
      {editing && (
        <ChildTaskDialog
          pkg={pkg}
          child={editing.child}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void notice.success(t('trainingAdmin.children.saved'));
          }}
        />
      )}
    </section>
  );
}
