import { useAdminQuery } from '../data/queries';

/** How many enabled scenarios the picker lists per search. */
const PICKER_ROWS = 100;

/**
 * The organisation's enabled scenarios whose name holds `name`, as select options (`名称（分类）`):
 * the scenario picker of a scenario child task and of a dubbing task.
 */
export function useEnabledScenarios(name: string) {
  const { data, loading, error } = useAdminQuery('scenes', 'list', { name, category: '', status: 'enabled', page: 1, rows: PICKER_ROWS });
  const options = (data?.rows ?? []).map((row) => ({ value: row.id, label: row.category ? `${row.name}（${row.category}）` : row.name }));
  return { options, failed: error !== '', loading };
}
