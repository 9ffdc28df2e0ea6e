import { RECORD_ACCESS_TYPES, type RecordAccessType } from '@peilian/shared';
import { useT } from '../../app';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { AccessListDialog } from './AccessListDialog';
import { accessRequest, type AccessFormValues } from './accessForm';

/** The record whose own list is shown: its id, its name, and its catalogue ('' or absent: none). */
export interface AccessTarget {
  id: string;
  name: string;
  catalogid?: string;
}

interface Props {
  /** `acl/bizdata/{id}?type`: 5 file, 6 video, 12 paper, 21 scenario, 22 task package. */
  type: RecordAccessType;
  /** null: closed. */
  record: AccessTarget | null;
  onClose: () => void;
}

/**
 * A single record's access list (docs/training.md "Record access lists"): follow its catalogue's
 * list (a kind without catalogues: full control), or an open type of its own, which takes precedence.
 */
export function RecordAccessDialog({ record, ...props }: Props) {
  return record ? <AccessDialog record={record} {...props} /> : null;
}

function AccessDialog({ type, record, onClose }: Props & { record: AccessTarget }) {
  const t = useT();
  const args = { id: record.id, type };
  const read = useAdminQuery('catalogs', 'recordAccess', args);
  const setAccess = useAdminMutation('catalogs', 'setRecordAccess');
  const submit = async (values: AccessFormValues) => {
    await setAccess.run(args, accessRequest(values));
    onClose();
  };
  const catalogued = type !== RECORD_ACCESS_TYPES.scenario && type !== RECORD_ACCESS_TYPES.package;
  return (
    <AccessListDialog
      title={t('library.access.dialogTitle', { name: record.name })}
      access={read.data?.access}
      error={read.error}
      followsId={record.catalogid ?? ''}
      labels={{ inherit: catalogued ? 'library.access.recordInherit' : 'library.access.recordInheritNone', readOnly: 'library.access.recordReadOnly' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
