import type { CatalogNode } from '@peilian/shared';
import { useT } from '../../app';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { AccessListDialog } from './AccessListDialog';
import { accessRequest, type AccessFormValues } from './accessForm';

interface Props {
  /** The catalogue whose list is shown; null: closed. */
  catalogue: Pick<CatalogNode, 'id' | 'name' | 'parentid'> | null;
  onClose: () => void;
  /** After a save (the trees and what the caller may do in them are read again by then). */
  onSaved: () => void;
}

/** A catalogue's access list (admin §6 "safe setting"): follow the parent's, or an open type of its own. */
export function CatalogueAccessDialog({ catalogue, ...props }: Props) {
  return catalogue ? <AccessDialog catalogue={catalogue} {...props} /> : null;
}

function AccessDialog({ catalogue, onClose, onSaved }: Props & { catalogue: NonNullable<Props['catalogue']> }) {
  const t = useT();
  const read = useAdminQuery('catalogs', 'access', { id: catalogue.id });
  const setAccess = useAdminMutation('catalogs', 'setAccess');
  const submit = async (values: AccessFormValues) => {
    await setAccess.run({ id: catalogue.id }, accessRequest(values));
    onSaved();
  };
  return (
    <AccessListDialog
      title={t('library.access.dialogTitle', { name: catalogue.name })}
      access={read.data?.access}
      error={read.error}
      followsId={catalogue.parentid}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
