/** A page of a learner's list with their unread count, as the list calls answer it (notices, appeals). */
export interface UnreadPage<Row> {
  rows: Row[];
  total: number;
  unread: number;
}

/** What such a list's store shows while it pages. */
export interface UnreadPagesState<Row> extends UnreadPage<Row> {
  page: number;
  loading: boolean;
  failure: { error: unknown } | null;
}

/**
 * The paging of a learner's list with an unread count: `load` asks for page 1 and replaces the rows,
 * `more` appends the next page without repeating a row already shown (one may have moved up since),
 * and a page asked for before a newer `load` is dropped.
 */
export function unreadPages<Row extends { id: string }>(
  list: (query: { page: number; rows: number }) => Promise<UnreadPage<Row>>,
  pageSize: number,
  get: () => UnreadPagesState<Row>,
  set: (partial: Partial<UnreadPagesState<Row>>) => void,
): { load(): Promise<void>; more(): Promise<void> } {
  let generation = 0;
  async function fetchPage(page: number): Promise<void> {
    const mine = generation;
    set({ loading: true, failure: null });
    try {
      const answer = await list({ page, rows: pageSize });
      if (mine !== generation) return;
      const known = new Set(answer.rows.map((row) => row.id));
      const rows = page === 1 ? answer.rows : [...get().rows.filter((row) => !known.has(row.id)), ...answer.rows];
      set({ rows, total: answer.total, unread: answer.unread, page, loading: false });
    } catch (error) {
      if (mine === generation) set({ loading: false, failure: { error } });
    }
  }
  return {
    load() {
      generation += 1;
      return fetchPage(1);
    },
    async more() {
      const { loading, rows, total, page } = get();
      if (loading || rows.length >= total) return;
      await fetchPage(page + 1);
    },
  };
}
