import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { COORDINATOR_TABLES, DISTRIBUTION_COLUMN, REFERENCE_TABLES } from '../src/db/distribution.js';
import * as schema from '../src/db/schema/index.js';

/**
 * The walk of the data layer's source behind `src/data/organisationScope.test.ts`: which queries on
 * an organisation's table leave the organisation out (docs/deploy.md "Scaling out with Citus").
 */

/** How a query meant to reach every organisation says so, above it or its function. */
export const MARK = 'Across organisations:';

/** The data layer's source files under `dir` (tests left out). */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The schema's organisation tables by the name the data layer imports them under, with their SQL names. */
export const organisationTables = new Map(
  Object.entries(schema as Record<string, unknown>)
    .flatMap(([name, value]) => (value instanceof PgTable ? [[name, getTableConfig(value)] as const] : []))
    .filter(([, config]) => config.columns.some((column) => column.name === DISTRIBUTION_COLUMN))
    .filter(([, config]) => !REFERENCE_TABLES.includes(config.name) && !COORDINATOR_TABLES.includes(config.name))
    .map(([name, config]) => [name, config.name]),
);

const BUILDERS = ['from', 'update', 'delete'];
const tableNames = new Set(organisationTables.values());
/** A join in raw SQL: the table and its condition (up to the next clause). */
const RAW_JOIN = /\bjoin\s+(\w+)\s+(?:as\s+)?\w+\s+on\s+([\s\S]*?)(?=\b(?:left\s+|inner\s+|cross\s+)?join\b|\bwhere\b|\bgroup\b|\border\b|\blimit\b|\)|$)/gi;
const JOINS = ['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin'];

function enclosingFunction(node: ts.Node): ts.Node | undefined {
  let current: ts.Node | undefined = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

/** The statement or declaration a node belongs to, whose leading comments may mark it. */
function marked(node: ts.Node, source: ts.SourceFile): boolean {
  for (let current: ts.Node | undefined = node; current && !ts.isSourceFile(current); current = current.parent) {
    if (ts.isStatement(current)) {
      const comments = ts.getLeadingCommentRanges(source.text, current.getFullStart()) ?? [];
      if (comments.some((range) => source.text.slice(range.pos, range.end).includes(MARK))) return true;
    }
  }
  return false;
}

/** The file's own functions (declared or held in a constant), by name. */
function ownFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const functions = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer && ts.isArrowFunction(declaration.initializer))
          functions.set(declaration.name.text, declaration);
      }
    }
  }
  return functions;
}

/** The text of a function with that of the file's functions it calls, and theirs: where its conditions are built. */
function reach(scope: ts.Node, functions: Map<string, ts.Node>): string {
  const seen = new Set<ts.Node>([scope]);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = functions.get(node.expression.text);
      if (callee && !seen.has(callee)) {
        seen.add(callee);
        texts.push(callee.getText());
        ts.forEachChild(callee, visit);
      }
    }
    ts.forEachChild(node, visit);
  };
  texts.push(scope.getText());
  visit(scope);
  return texts.join('\n');
}

/** The whole chain of calls a query builder call is part of (`db.select().from(t).where(…)…`). */
function chainOf(node: ts.Node): ts.Node {
  let top = node;
  while (
    top.parent &&
    ((ts.isPropertyAccessExpression(top.parent) && top.parent.expression === top) || (ts.isCallExpression(top.parent) && top.parent.expression === top))
  ) {
    top = top.parent;
  }
  return top;
}

/** The initial values of the constants named `name` in the file (a condition held in one). */
function declarations(name: string, source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A condition's text with that of the constants it names and the file's functions it calls, followed. */
function conditionText(condition: ts.Node, source: ts.SourceFile, functions: Map<string, ts.Node>): string {
  const texts = [reach(condition, functions)];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) for (const value of declarations(node.text, source)) texts.push(reach(value, functions));
    ts.forEachChild(node, visit);
  };
  visit(condition);
  return texts.join('\n');
}

/** The text of the `where` arguments of a chain of calls, followed. */
function whereText(chain: ts.Node, source: ts.SourceFile, functions: Map<string, ts.Node>): string[] {
  const texts: string[] = [];
  const visit = (inner: ts.Node) => {
    if (ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression) && inner.expression.name.text === 'where') {
      for (const argument of inner.arguments) texts.push(conditionText(argument, source, functions));
    }
    ts.forEachChild(inner, visit);
  };
  visit(chain);
  return texts;
}

/**
 * The conditions a query is filtered by: the arguments of its `where` calls, followed; for a query
 * of a function of the file that leaves the organisation to its callers (a `select … from … join …`
 * shared by several reads, a condition passed in), those its callers add or pass, which must each
 * name the organisation (or be marked).
 */
function conditionsOf(node: ts.Node, source: ts.SourceFile, functions: Map<string, ts.Node>): string {
  const table = (node as ts.CallExpression).arguments[0]?.getText() ?? '';
  const own = whereText(chainOf(node), source, functions).join('\n');
  if (own.includes(`${table}.orgId`)) return own;
  const builder = [...functions].find(([, declared]) => declared === enclosingFunction(node) || declared === enclosingFunction(node)?.parent);
  if (!builder) return own;
  const callers: string[] = [];
  let calls = 0;
  const visit = (inner: ts.Node) => {
    if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && inner.expression.text === builder[0]) {
      calls += 1;
      if (!marked(inner, source))
        callers.push(
          [...whereText(chainOf(inner), source, functions), ...inner.arguments.map((argument) => conditionText(argument, source, functions))].join('\n'),
        );
    }
    ts.forEachChild(inner, visit);
  };
  visit(source);
  return calls > 0 && callers.every((text) => text.includes(`${table}.orgId`)) ? `${table}.orgId` : own;
}

/** The queries of one file that do not name their organisation, as `file:line what` (`file` relative to `root`). */
export function unscoped(root: string, file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const functions = ownFunctions(source);
  const scopeOf = (node: ts.Node) => reach(enclosingFunction(node) ?? source, functions);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    if (marked(node, source)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(root, file)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [table, on] = node.arguments;
      if (table && ts.isIdentifier(table) && organisationTables.has(table.text)) {
        const name = table.text;
        if (JOINS.includes(method)) {
          const condition = on ? conditionText(on, source, functions) : '';
          if (!condition.includes(`${name}.orgId`) && !new RegExp(`refersTo\\([^)]*, ${name}\\)`).test(condition))
            report(node, `${method}(${name}) joins without orgId`);
        } else if (BUILDERS.includes(method) && !conditionsOf(node, source, functions).includes(`${name}.orgId`)) {
          report(node, `${method}(${name}) without ${name}.orgId`);
        }
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const text = node.template.getText();
      const named = [...organisationTables].filter(
        ([name, table]) => text.includes(`\${${name}}`) || new RegExp(`\\b(from|join|update|into)\\s+${table}\\b`).test(text),
      );
      for (const join of text.matchAll(RAW_JOIN)) {
        if (tableNames.has(join[1]!) && !/\borg_id\b|\.orgId\b/.test(join[2]!)) report(node, `sql joins ${join[1]} without org_id`);
      }
      if (named.length > 0 && !/\borg_id\b|\.orgId\b/.test(scopeOf(node))) report(node, `sql on ${named.map(([, table]) => table).join(', ')} without org_id`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
