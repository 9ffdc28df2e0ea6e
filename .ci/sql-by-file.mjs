// Which SQL statements the server suite sends to PostgreSQL, by test file: reads a server log written
// with `log_statement=all` and `log_line_prefix=%d@` (PG_OPTIONS and PG_LOG of with-postgres.sh) and
// the database → test file map the harness writes (TEST_DATABASE_MAP), and prints the statement
// shapes that only the named files send. docs/testing.md ("The PostgreSQL pass") says how it is used.
// Usage: node .ci/sql-by-file.mjs pg.log map.tsv file-part…
import { readFileSync } from 'node:fs';

const [logFile, mapFile, ...parts] = process.argv.slice(2);
const fileOf = new Map(
  readFileSync(mapFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split('\t')),
);

/** One statement's shape: parameters, value lists and whitespace folded, so each query text counts once. */
const shape = (sql) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/\$\d+/g, '$')
    .replace(/\(\$(, \$)*\)/g, '($…)')
    .replace(/(\(\$…\))(, \(\$…\))+/g, '$1…')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\b\d+\b/g, 'N')
    .trim();

const filesByShape = new Map();
let current = null;
const flush = () => {
  if (!current) return;
  const file = fileOf.get(current.database);
  if (file) {
    const key = shape(current.sql);
    if (!filesByShape.has(key)) filesByShape.set(key, new Set());
    filesByShape.get(key).add(file);
  }
  current = null;
};
for (const line of readFileSync(logFile, 'utf8').split('\n')) {
  const match = /^([^@\s]*)@(?:LOG|ERROR|DETAIL|STATEMENT|HINT|WARNING|FATAL):\s+(.*)$/.exec(line);
  if (match) {
    flush();
    const statement = /^(?:statement|execute [^:]*): (.*)$/.exec(match[2]);
    if (statement) current = { database: match[1], sql: statement[1] };
  } else if (current) {
    current.sql += ` ${line}`;
  }
}
flush();

const named = (file) => parts.some((part) => file.includes(part));
const only = [...filesByShape].filter(([, files]) => [...files].every(named));
const files = new Set([...filesByShape.values()].flatMap((set) => [...set]));
console.log(`${filesByShape.size} statement shapes from ${files.size} test files; sent only by files named ${parts.join(', ')}: ${only.length}`);
for (const [sql, by] of only) console.log(`- ${[...by].map((file) => file.replace(/^.*\/server\//, '')).join(', ')}: ${sql.slice(0, 300)}`);
