import type { BadgeItem } from '@peilian/shared';
import { useT } from '../../app';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { BadgeDialog } from './BadgeDialog';
import { EditableListTab } from './EditableListTab';
import { badgeColumns } from './badgeColumns';

/** The organisation's badges by order: what earns each and how many learners hold it; add, edit and delete. */
export function BadgeTab() {
  const t = useT();
  const list = useAdminQuery('badges', 'list', {});
  const remove = useAdminMutation('badges', 'remove');
  return (
    <EditableListTab<BadgeItem>
      testId="badge"
      addLabel={t('levels.badge.add')}
      list={list}
      remove={(badge) => remove.run({ id: badge.id })}
      columns={badgeColumns}
      dialog={(badge, { close, saved }) => <BadgeDialog badge={badge} onClose={close} onSaved={saved} />}
    />
  );
}
