import type { CatalogNode, CatalogType } from '@peilian/shared';
import { useState, type ComponentProps } from 'react';
import { useT } from '../../app';
import { TreeActions } from '../blocks/TreeActions';
import { CatalogueAccessDialog } from './CatalogueAccessDialog';
import { useCatalogueRights } from './useCatalogueRights';

type ActionProps = Pick<ComponentProps<typeof TreeActions>, 'labels' | 'onAdd' | 'onEdit' | 'onRemove' | 'testId'>;

interface Props extends ActionProps {
  /** The tree's catalogue type, whose rights are read. */
  type: CatalogType;
  current: CatalogNode | undefined;
  /** Announces a saved access list in the page's own messages. */
  onAccessSaved: (text: string) => void;
}

/**
 * The actions above a catalogue tree: add (under the selected catalogue), rename and delete it, and
 * its access list — each offered only when the caller may (`catalog/operate`); the access list to
 * anyone who sees the catalogue, read-only unless they may edit it.
 */
export function CatalogueNodeActions({ type, current, labels, onAccessSaved, ...actions }: Props) {
  const t = useT();
  const rights = useCatalogueRights(type);
  const [showing, setShowing] = useState<CatalogNode | null>(null);
  return (
    <>
      <TreeActions
        current={current}
        labels={{ ...labels, access: t('library.access.title') }}
        allowed={rights(current?.id)}
        onAccess={() => setShowing(current ?? null)}
        {...actions}
      />
      <CatalogueAccessDialog
        catalogue={showing}
        onClose={() => setShowing(null)}
        onSaved={() => {
          onAccessSaved(t('library.access.saved'));
          setShowing(null);
        }}
      />
    </>
  );
}
