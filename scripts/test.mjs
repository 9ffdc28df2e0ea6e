// `pnpm test`, after the builds: every suite in two vitest runs side by side. The browser files run
// one at a time (each drives a Chromium against a server of its own), and vitest runs a project like
// that alone, after every other — so they get a run of their own, in parallel with the run of every
// other suite instead of after it (docs/testing.md, "Two lanes"). Arguments go to both runs; each
// line of output is marked with its lane, and the exit code is the first failure's.
// The server suite runs on the database TEST_DATABASE_URL names (CI: a PostgreSQL server), else on
// the embedded one (docs/testing.md, "Which database each suite runs on").
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

// The browser lane keeps about one core busy (its test, server and Chromium); the suites take the rest.
const LANES = [
  { name: 'browser', projects: ['web-browser'], workers: 1 },
  { name: 'suites', projects: ['!web-browser'], workers: Math.max(1, availableParallelism() - 1) },
];
const args = process.argv.slice(2);

/** Runs a child with each line of its output marked with `name`; resolves with its exit code. */
function marked(name, command, commandArgs) {
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

function run({ name, projects, workers }) {
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  return marked(name, 'vitest', ['run', ...projectArgs, `--maxWorkers=${workers}`, '--passWithNoTests', ...args]);
}

const codes = await Promise.all(LANES.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
