import type { AdminPackageDetail } from '@peilian/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { isFormValidationError, failureMessages } from '../../data/errors';
import { editPath, type TaskKind } from '../taskKinds';
import { packageBody, type PackageFields } from './packageForm';

/** The package an editor shows: none while creating, or the package of `?id=` once read. */
export type Loaded = { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; detail: AdminPackageDetail | null };

/** The package of `id` ('' a new one), refused when it belongs to another task list. */
function usePackageDetail(id: string, kind: TaskKind): Loaded {
  const t = useT();
  const read = useAdminQuery('packages', 'read', id ? { id } : null);
  if (!id) return { state: 'ready', detail: null };
  const detail = read.data?.package;
  if (detail?.id === id) return detail.tasktype === kind.tasktype ? { state: 'ready', detail } : { state: 'failed', error: t('trainingAdmin.editor.notFound') };
  return read.error ? { state: 'failed', error: read.error } : { state: 'loading' };
}

/**
 * The editor's package and its save: an update stays on the page (the read refreshes), a new
 * package opens its own editor; the server's refusals are kept to show above the form.
 */
export function usePackageEditor(id: string, kind: TaskKind, form: FormInstance<PackageFields>, notify: (text: string) => void) {
  const t = useT();
  const navigate = useNavigate();
  const loaded = usePackageDetail(id, kind);
  const detail = loaded.state === 'ready' ? loaded.detail : null;
  const create = useAdminMutation('packages', 'create');
  const update = useAdminMutation('packages', 'update');
  const [errors, setErrors] = useState<string[]>([]);

  const save = async () => {
    try {
      const fields = await form.validateFields();
      setErrors([]);
      const body = packageBody({ ...form.getFieldsValue(true), ...fields } as PackageFields, kind.tasktype);
      if (detail) {
        await update.run({ id: detail.id }, body);
        notify(t('trainingAdmin.editor.saved'));
      } else {
        const created = (await create.run({}, body)).package;
        notify(t('trainingAdmin.editor.created'));
        navigate(editPath(kind, created.id), { replace: true });
      }
    } catch (error) {
      if (!isFormValidationError(error)) setErrors(failureMessages(error, t));
    }
  };

  return { loaded, detail, errors, save, saving: create.pending || update.pending };
}
