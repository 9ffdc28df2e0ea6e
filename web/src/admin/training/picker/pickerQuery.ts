import { PICKER_PAGE_SIZE } from '@peilian/shared';
import { useCallback, useState } from 'react';
import type { PickerPage } from './pickerSelection';
import { pickerSlice, type PageQuery } from './pickerSlice';

/** What a data picker asks for: a page of its table, the searched text and the chosen catalogue. */
export interface PickerQuery {
  page: number;
  rows: number;
  text: string;
  /** The catalogue (department, folder) chosen in the tree; '' for all. */
  catalog: string;
}

/** The page a picker's table shows for its query, as `useAdminQuery` answers it. */
export interface PickerList<Row> {
  data: PickerPage<Row> | undefined;
  loading: boolean;
  /** The failure in the admin's language ('' none). */
  error: string;
}

export interface PickerQueryState {
  query: PickerQuery;
  /** Changes the query; a change of anything but the page goes back to page 1. */
  change: (change: Partial<PickerQuery>) => void;
}

/** A picker's query, from page 1 of `pageSize` rows with no text and `catalog` chosen. */
export function usePickerQuery(pageSize: number = PICKER_PAGE_SIZE, catalog = ''): PickerQueryState {
  const [query, setQuery] = useState<PickerQuery>({ page: 1, rows: pageSize, text: '', catalog });
  const change = useCallback((next: Partial<PickerQuery>) => setQuery((old) => ({ ...old, page: 1, ...next })), []);
  return { query, change };
}

/** The read of a server page (`serverPage(query)`) as the picker page `query` cut from it. */
export function slicedList<Row>(
  query: PageQuery,
  read: { data: { rows: Row[]; total: number } | undefined; loading: boolean; error: string },
): PickerList<Row> {
  return { data: read.data && pickerSlice(query, read.data), loading: read.loading, error: read.error };
}
