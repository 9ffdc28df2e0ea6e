import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COORDINATOR_TABLES, DISTRIBUTION_COLUMN, REFERENCE_TABLES } from '../db/distribution.js';
import * as schema from '../db/schema/index.js';

/**
 * Every query of the data layer on an organisation's table names the organisation (docs/deploy.md
 * "Scaling out with Citus"), walked in the source: a query builder's table — `from`, `update`,
 * `delete` — has its `orgId` in the function that builds it, a join goes through `orgId` (or
 * `refersTo`), and raw SQL naming such a table says `org_id`. Once tables are distributed by
 * organisation, such a query reaches the one node that holds the organisation. A query meant to
 * reach every organisation (a sweep of expired rows, a job claiming work of any organisation) says
 * so in a comment beginning "Across organisations:" above it or its function.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const MARK = 'Across organisations:';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The schema's organisation tables by the name the data layer imports them under, with their SQL names. */
const organisationTables = new Map(
  Object.entries(schema as Record<string, unknown>)
    .flatMap(([name, value]) => (value instanceof PgTable ? [[name, getTableConfig(value)] as const] : []))
    .filter(([, config]) => config.columns.some((column) => column.name === DISTRIBUTION_COLUMN))
    .filter(([, config]) => !REFERENCE_TABLES.includes(config.name) && !COORDINATOR_TABLES.includes(config.name))
    .map(([name, config]) => [name, config.name]),
);

const BUILDERS = ['from', 'update', 'delete'];
const JOINS = ['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin'];

function enclosingFunction(node: ts.Node): ts.Node | undefined {
  let current: ts.Node | undefined = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

/** The statement or declaration a node belongs to, whose leading comments may mark it. */
function marked(node: ts.Node, source: ts.SourceFile): boolean {
  for (let current: ts.Node | undefined = node; current && !ts.isSourceFile(current); current = current.parent) {
    if (ts.isStatement(current) || ts.isVariableStatement(current) || ts.isFunctionDeclaration(current)) {
      const comments = ts.getLeadingCommentRanges(source.text, current.getFullStart()) ?? [];
      if (comments.some((range) => source.text.slice(range.pos, range.end).includes(MARK))) return true;
    }
  }
  return false;
}

/** The queries of one file that do not name their organisation, as `file:line what`. */
function unscoped(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    if (marked(node, source)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [table, on] = node.arguments;
      if (table && ts.isIdentifier(table) && organisationTables.has(table.text)) {
        const name = table.text;
        if (JOINS.includes(method)) {
          const condition = on?.getText() ?? '';
          if (!condition.includes(`${name}.orgId`) && !new RegExp(`refersTo\\(.*, ${name}\\)$`, 's').test(condition)) report(node, `${method}(${name}) joins without orgId`);
        } else if (BUILDERS.includes(method) && !(enclosingFunction(node) ?? source).getText().includes(`${name}.orgId`)) {
          report(node, `${method}(${name}) without ${name}.orgId`);
        }
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const text = node.template.getText();
      const named = [...organisationTables].filter(
        ([name, table]) => text.includes(`\${${name}}`) || new RegExp(`\\b(from|join|update|into)\\s+${table}\\b`).test(text),
      );
      if (named.length > 0 && !/\borg_id\b|\.orgId\b/.test(text)) report(node, `sql on ${named.map(([, table]) => table).join(', ')} without org_id`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the data layer, scoped by organisation', () => {
  it('knows the organisation tables', () => {
    expect(organisationTables.size).toBeGreaterThan(50);
    expect(organisationTables.get('users')).toBe('users');
    expect(organisationTables.has('organisations')).toBe(false);
  });

  it('names the organisation in every query on its tables, or says why it reaches them all', () => {
    expect(sources(SRC).flatMap(unscoped)).toEqual([]);
  });
});
