import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTranslator, toLanguage, type Language } from '@peilian/shared';
import { dialogueScriptSchema, runDialogue, sessionResult, validateScenario, type FlowIssue } from '@peilian/shared/dialogue';

/**
 * The headless dialogue engine (docs/scenario-format.md):
 *   pnpm practice validate <scenario.json> [--lang zh-CN|zh-TW|en]
 *   pnpm practice run <scenario.json> <dialogue.json> [--seed N] [--lang …]
 * `validate` lists every rule violation with its code and exits 1 if there is any. `run` feeds the
 * dialogue file's events to the engine and prints one JSON line per turn, then a summary line.
 * Exit codes: 0 fine, 1 rule violations, 2 usage or unreadable input.
 */

export interface PracticeIo {
  /** Directory relative paths are resolved against. */
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = [
  'usage: pnpm practice validate <scenario.json> [--lang zh-CN|zh-TW|en]',
  '       pnpm practice run <scenario.json> <dialogue.json> [--seed N] [--lang zh-CN|zh-TW|en]',
].join('\n');

class InputError extends Error {}

async function readJson(file: string, io: PracticeIo): Promise<unknown> {
  const full = path.resolve(io.cwd, file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch {
    throw new InputError(`cannot read ${full}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`${full} is not JSON: ${(error as Error).message}`);
  }
}

function describe(issue: FlowIssue, language: Language): string {
  const t = createTranslator(language);
  const where = [issue.nodeId && `node=${issue.nodeId}`, issue.transitionId && `intent=${issue.transitionId}`, issue.path && `at=${issue.path.join('.')}`]
    .filter(Boolean)
    .join(' ');
  const detail = issue.params?.detail ? ` (${issue.params.detail})` : '';
  return `${issue.severity.padEnd(10)} ${issue.code.padEnd(24)} ${where ? `${where}  ` : ''}${t(issue.key, issue.params)}${detail}`;
}

function parseOptions(args: string[]): { positional: string[]; lang: Language; seed: number | undefined } {
  const positional: string[] = [];
  let lang: Language = 'zh-CN';
  let seed: number | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--lang') {
      const value = toLanguage(args[(i += 1)] ?? '');
      if (!value) throw new InputError('--lang takes zh-CN, zh-TW or en');
      lang = value;
    } else if (arg === '--seed') {
      seed = Number(args[(i += 1)]);
      if (!Number.isInteger(seed)) throw new InputError('--seed takes an integer');
    } else if (arg.startsWith('--')) throw new InputError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { positional, lang, seed };
}

async function validateCommand(file: string, lang: Language, io: PracticeIo): Promise<number> {
  const result = validateScenario(await readJson(file, io));
  for (const issue of result.issues) io.out(describe(issue, lang));
  const errors = result.issues.filter((i) => i.severity === 'error').length;
  const incomplete = result.issues.length - errors;
  io.out(
    result.issues.length
      ? `${errors} error(s), ${incomplete} incomplete — ${result.saveable ? `may be saved as ${result.status}` : 'cannot be saved'}`
      : `ok: complete, may be enabled (${result.scenario?.flow.nodes.length ?? 0} nodes)`,
  );
  return result.issues.length ? 1 : 0;
}

async function runCommand(scenarioFile: string, dialogueFile: string, lang: Language, seed: number | undefined, io: PracticeIo): Promise<number> {
  const result = validateScenario(await readJson(scenarioFile, io));
  const scenario = result.scenario;
  if (!scenario || !result.saveable) {
    for (const issue of result.issues) io.err(describe(issue, lang));
    return 1;
  }
  for (const issue of result.issues) io.err(`warning: ${describe(issue, lang)}`);
  const script = dialogueScriptSchema.safeParse(await readJson(dialogueFile, io));
  if (!script.success) {
    for (const problem of script.error.issues) io.err(`invalid dialogue file at ${problem.path.join('.') || '/'}: ${problem.message}`);
    return 2;
  }
  const run = runDialogue(scenario, script.data, seed === undefined ? {} : { seed });
  for (const row of run.rows) io.out(JSON.stringify(row));
  const { session } = run.state;
  // Scored as a live session without a scoring rule: the mean of completeness and turn score.
  const scored = run.summary ? sessionResult(scenario, run.summary, run.turns, null) : null;
  io.out(
    JSON.stringify({
      summary: run.summary,
      status: session.status,
      node: session.nodeId,
      score: scored?.score ?? null,
      passed: scored?.passed ?? null,
      result: scored?.result ?? null,
    }),
  );
  return 0;
}

/** Runs the CLI with its arguments (after the script name); returns the exit code. */
export async function practice(args: string[], io: PracticeIo): Promise<number> {
  try {
    const [command, ...rest] = args;
    const { positional, lang, seed } = parseOptions(rest);
    if (command === 'validate' && positional.length === 1) return await validateCommand(positional[0] ?? '', lang, io);
    if (command === 'run' && positional.length === 2) return await runCommand(positional[0] ?? '', positional[1] ?? '', lang, seed, io);
    io.err(USAGE);
    return 2;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    io.err(error.message);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `pnpm practice` runs this inside server/; INIT_CWD is where the caller typed the command.
  const code = await practice(process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  process.exitCode = code;
}
