import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Sizes of the code a reader meets (CONVENTIONS.md, "small files and small components"): the
 * top-level functions over 50 lines in every package's sources, and the React components over 120
 * lines in the learner apps (the PWA outside the back office, and the mini-program). Tests are left
 * out. Prints JSON: the distribution of the functions' lengths, the counts, and each long one with
 * its file and length.
 *
 *   pnpm bench:code [<another checkout>]
 */

const ROOT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const PACKAGES = ['shared/src', 'server/src', 'web/src', 'miniprogram/src'];
const FUNCTION_LINES = 50;
const COMPONENT_LINES = 120;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface Found {
  file: string;
  name: string;
  lines: number;
}

/** The top-level functions of a file (declarations and functions bound to a const), with their length in lines. */
function topLevelFunctions(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const relative = path.relative(ROOT, file);
  return source.statements.flatMap((statement): Found[] => {
    if (ts.isFunctionDeclaration(statement) && statement.body) return [{ file: relative, name: statement.name?.text ?? 'default', lines: lines(statement) }];
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer;
      const isFunction = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
      return isFunction && ts.isIdentifier(declaration.name) ? [{ file: relative, name: declaration.name.text, lines: lines(value) }] : [];
    });
  });
}

const all = PACKAGES.flatMap((dir) => sources(path.join(ROOT, dir)).flatMap(topLevelFunctions));
const longFunctions = all.filter((found) => found.lines > FUNCTION_LINES);
const learnerApp = (file: string) => (file.startsWith('web/src/') && !file.startsWith('web/src/admin/')) || file.startsWith('miniprogram/src/');
const longComponents = all.filter((found) => /\.tsx$/.test(found.file) && /^[A-Z]/.test(found.name) && learnerApp(found.file) && found.lines > COMPONENT_LINES);
/** How long the functions are: percentiles and a histogram of their lengths in lines. */
function sizes(found: readonly Found[]) {
  const lengths = found.map((entry) => entry.lines).sort((a, b) => a - b);
  const at = (share: number) => lengths[Math.min(lengths.length - 1, Math.floor(share * lengths.length))] ?? 0;
  const BUCKETS: [string, number, number][] = [
    ['1-10', 1, 10],
    ['11-25', 11, 25],
    ['26-50', 26, 50],
    ['51-100', 51, 100],
    ['over 100', 101, Infinity],
  ];
  return {
    count: lengths.length,
    median: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: lengths.at(-1) ?? 0,
    buckets: Object.fromEntries(BUCKETS.map(([name, low, high]) => [name, lengths.filter((length) => length >= low && length <= high).length])),
  };
}

const byPackage = Object.fromEntries(PACKAGES.map((dir) => [dir.split('/')[0], longFunctions.filter((found) => found.file.startsWith(dir)).length]));

console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
      functionSizes: sizes(all),
      functionsOver50Lines: longFunctions.length,
      byPackage,
      learnerComponentsOver120Lines: longComponents.length,
      longComponents,
      longFunctions: longFunctions.sort((a, b) => b.lines - a.lines),
    },
    null,
    2,
  ),
);
