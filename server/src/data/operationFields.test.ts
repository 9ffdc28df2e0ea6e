import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { OPERATION_FIELDS, OPERATION_HIDDEN_FIELDS, OPERATION_SUBJECTS } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.js';

// The operation log's changes name every field of the records a manager changes (admin §2 操作日志
// "变更"): each column of the logged kinds and of the organisation is labelled in the three
// languages, or left out on purpose. A column added to one of these tables fails here until it is
// given a label (`OPERATION_FIELDS` and `operationLogs.fields`) or hidden.
const tables = new Map(
  Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => [getTableName(table as Table), Object.values(getTableColumns(table as Table)).map((column) => column.name)]),
);

describe('the fields an operation log change names', () => {
  it.each([...OPERATION_SUBJECTS, 'organisations', 'scenarios', 'user_positions', 'paper_questions', 'package_ranges'])('labels or leaves out every column of %s', (table) => {
    const columns = tables.get(table);
    expect(columns, `table ${table}`).toBeDefined();
    const known = new Set<string>([...OPERATION_FIELDS, ...OPERATION_HIDDEN_FIELDS]);
    expect(columns!.filter((column) => !known.has(column))).toEqual([]);
  });
});
