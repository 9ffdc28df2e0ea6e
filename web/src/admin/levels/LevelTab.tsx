import type { LevelItem } from '@peilian/shared';
import { useT } from '../../app';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { EditableListTab } from './EditableListTab';
import { LevelDialog } from './LevelDialog';
import { levelColumns } from './levelColumns';

/** The ladder, lowest level first: icon, name, upgrade experience; add, edit and delete. */
export function LevelTab() {
  const t = useT();
  const list = useAdminQuery('levels', 'list', {});
  const remove = useAdminMutation('levels', 'remove');
  return (
    <EditableListTab<LevelItem>
      testId="level"
      addLabel={t('levels.level.add')}
      list={list}
      remove={(level) => remove.run({ id: level.id })}
      columns={levelColumns}
      dialog={(level, { close, saved }) => <LevelDialog level={level} onClose={close} onSaved={saved} />}
    />
  );
}
