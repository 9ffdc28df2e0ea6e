import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../app/hooks';
import { errorMessage } from '../../../identity/errorMessage';
import { PickerDialog, type CommonPickerProps } from './PickerDialog';
import { usePickerQuery, type PickerList, type PickerQuery } from './pickerQuery';
import type { PickerPage } from './pickerSelection';

/** Reads one page of a picker's table. */
export type PickerLoader<Row> = (query: PickerQuery) => Promise<PickerPage<Row>>;

/** The page `load` answers for `query`, again whenever the query changes (not when the loader does). */
function useLoadedList<Row>(load: PickerLoader<Row>, query: PickerQuery): PickerList<Row> {
  const t = useT();
  const [list, setList] = useState<PickerList<Row>>({ data: undefined, loading: true, error: '' });
  // The latest loader, so a parent's re-render does not reload the page on screen.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let current = true;
    setList((old) => ({ ...old, loading: true }));
    loader.current(query).then(
      (data) => current && setList({ data, loading: false, error: '' }),
      (error: unknown) => current && setList((old) => ({ ...old, loading: false, error: errorMessage(error, t, 'trainingAdmin.picker.loadFailed') })),
    );
    return () => {
      current = false;
    };
  }, [query, t]);
  return list;
}

/**
 * A picker that reads its pages itself through `load` (20 rows a page by default, 30 in the
 * resource and question pickers, admin §9), kept while the FAQ picker still passes a loader.
 */
export interface LoaderPickerProps<Row> extends CommonPickerProps<Row> {
  load: PickerLoader<Row>;
  catalog?: string;
  pageSize?: number;
}

/**
 * A data picker fed by a loader function rather than a query of the data layer: only the FAQ
 * picker (faq area) still passes one; drop this once it reads its page with `useAdminQuery`.
 */
export function LoadingDataPicker<Row>({ load, catalog, pageSize, ...props }: LoaderPickerProps<Row>) {
  const picker = usePickerQuery(pageSize, catalog);
  const list = useLoadedList(load, picker.query);
  return <PickerDialog<Row> {...props} picker={picker} list={list} />;
}
