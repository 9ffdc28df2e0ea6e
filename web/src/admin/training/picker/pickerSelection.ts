/** One page of a picker's table. */
export interface PickerPage<Row> {
  rows: Row[];
  total: number;
}

export interface SelectionOutcome<Row> {
  rows: Row[];
  /** True when the change was refused because it would pass the maximum. */
  overMax: boolean;
}

/**
 * The data picker's selection rule (admin §2 "Shared dialogs"): rows chosen on other pages stay
 * chosen; the table's keys decide only the rows of the page on screen; a single picker keeps one
 * row; a change that would pass the maximum (0 = none) is refused and reported.
 */
export function pickerSelection<Row>(rowKey: (row: Row) => string, { multiple, max }: { multiple: boolean; max: number }) {
  return {
    apply(chosen: readonly Row[], pageRows: readonly Row[], keys: readonly (string | number | bigint)[]): SelectionOutcome<Row> {
      const wanted = new Set(keys.map(String));
      const onPage = new Set(pageRows.map(rowKey));
      const kept = chosen.filter((row) => !onPage.has(rowKey(row)) || wanted.has(rowKey(row)));
      const keptKeys = new Set(kept.map(rowKey));
      const added = pageRows.filter((row) => wanted.has(rowKey(row)) && !keptKeys.has(rowKey(row)));
      if (!multiple) {
        const single = added.at(-1) ?? kept.filter((row) => onPage.has(rowKey(row))).at(-1) ?? kept.at(-1);
        return { rows: single ? [single] : [], overMax: false };
      }
      const rows = [...kept, ...added];
      if (max > 0 && rows.length > max && added.length > 0) return { rows: [...chosen], overMax: true };
      return { rows, overMax: false };
    },
  };
}
