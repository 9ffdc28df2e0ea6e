import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `pnpm start`: builds the web app and the server only when their inputs changed since their last
 * build, says so in one line each, then runs the server in this process. Plain TypeScript that Node
 * runs as it is (type stripping), so a start on an unchanged tree costs one Node start, not tsx's.
 */

/** A build `pnpm start` may skip: its inputs, the file every build of it rewrites, and how to build it. */
export interface BuildTarget {
  name: string;
  /** The repository root; `inputs` and `output` are relative to it. */
  root: string;
  /** Files and folders whose content the build depends on (a missing one counts as missing). */
  inputs: string[];
  /** A file every build writes anew (its identity changes with each build, whoever ran it). */
  output: string;
  /** The folder whose size the summary reports. */
  outputDir: string;
  /** Where the last build this module ran is recorded (JSON). */
  stampFile: string;
  build: () => Promise<void>;
}

interface Stamp {
  inputs: string;
  output: string;
  builtAt: string;
}

/** Folders never read as inputs: dependencies and build outputs. */
const SKIPPED = new Set(['node_modules', 'dist', '.releases']);

async function filesUnder(root: string, relative: string): Promise<string[]> {
  const info = await stat(path.join(root, relative)).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [relative];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  const nested = await Promise.all(entries.filter((entry) => !SKIPPED.has(entry.name)).map((entry) => filesUnder(root, path.posix.join(relative, entry.name))));
  return nested.flat();
}

/** File digests by path, so targets checked together read a shared input once. */
export type Digests = Map<string, Promise<Buffer>>;

function fileDigest(file: string, digests: Digests): Promise<Buffer> {
  let digest = digests.get(file);
  if (!digest) {
    digest = readFile(file).then((content) => createHash('sha256').update(content).digest());
    digests.set(file, digest);
  }
  return digest;
}

/** One hash of the inputs' paths and contents (a rename, an edit, an added or removed file changes it). */
export async function inputsHash(root: string, inputs: readonly string[], digests: Digests = new Map()): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => filesUnder(root, input)))).flat().sort();
  const fileDigests = await Promise.all(files.map((file) => fileDigest(path.join(root, file), digests)));
  const hash = createHash('sha256');
  files.forEach((file, index) => hash.update(`${file}\0`).update(fileDigests[index]!));
  return hash.digest('hex');
}

/** Which build `output` is: its real path, inode, time and size (null when there is none). */
async function outputIdentity(file: string): Promise<string | null> {
  const real = await realpath(file).catch(() => null);
  if (!real) return null;
  const info = await stat(real);
  return `${real}:${info.ino}:${info.mtimeMs}:${info.size}`;
}

async function readStamp(file: string): Promise<Stamp | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

export type Freshness = { upToDate: true; builtAt: Date; inputs: string } | { upToDate: false; reason: string; inputs: string };

/**
 * Whether the last recorded build still stands: its output is the one it wrote (not missing, not
 * replaced by another build since) and the inputs hash as they did then.
 */
export async function freshness(target: BuildTarget, digests?: Digests): Promise<Freshness> {
  const [inputs, output, stamp] = await Promise.all([
    inputsHash(target.root, target.inputs, digests),
    outputIdentity(path.join(target.root, target.output)),
    readStamp(target.stampFile),
  ]);
  if (!output) return { upToDate: false, reason: 'no build', inputs };
  if (!stamp || stamp.output !== output) return { upToDate: false, reason: 'built elsewhere', inputs };
  if (stamp.inputs !== inputs) return { upToDate: false, reason: 'sources changed', inputs };
  return { upToDate: true, builtAt: new Date(stamp.builtAt), inputs };
}

async function folderBytes(folder: string): Promise<number> {
  const root = await realpath(folder);
  const files = await filesUnder(root, '.');
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(root, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Builds `target` unless it is (`state`, checked now unless given) up to date; returns the line that says which. */
export async function ensureBuilt(target: BuildTarget, state?: Freshness, now = () => Date.now()): Promise<string> {
  state ??= await freshness(target);
  if (state.upToDate) return `${target.name}: up to date (built ${minute(state.builtAt)})`;
  const started = now();
  await target.build();
  const output = await outputIdentity(path.join(target.root, target.output));
  if (!output) throw new Error(`${target.name}: the build wrote no ${target.output}`);
  await mkdir(path.dirname(target.stampFile), { recursive: true });
  // The inputs as they were before the build: an edit made meanwhile is built next time.
  const stamp: Stamp = { inputs: state.inputs, output, builtAt: new Date(now()).toISOString() };
  await writeFile(target.stampFile, `${JSON.stringify(stamp)}\n`);
  const seconds = Math.round((now() - started) / 1000);
  return `${target.name}: built in ${seconds} s (${state.reason}), ${megabytes(await folderBytes(path.join(target.root, target.outputDir)))}`;
}

/** Runs a workspace package's build script, its output kept unless it fails. */
function pnpmBuild(root: string, workspacePackage: string): () => Promise<void> {
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn('pnpm', ['--filter', workspacePackage, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (chunk: Buffer) => void (output += chunk.toString());
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${workspacePackage} build failed (exit ${code}):\n${output}`))));
    });
}

/** What the web app and the server are built from (the lockfile stands for their dependencies). */
export function startTargets(root: string): BuildTarget[] {
  const common = ['shared/src', 'shared/package.json', 'tsconfig.json', 'pnpm-lock.yaml'];
  const stampFile = (name: string) => path.join(root, 'node_modules', '.cache', 'peilian-start', `${name}.json`);
  return [
    {
      name: 'web',
      root,
      inputs: ['web/src', 'web/build', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json', ...common],
      output: 'web/dist/index.html',
      outputDir: 'web/dist',
      stampFile: stampFile('web'),
      build: pnpmBuild(root, '@peilian/web'),
    },
    {
      name: 'server',
      root,
      inputs: ['server/src', 'server/build/bundle.ts', 'server/package.json', 'server/tsconfig.json', ...common],
      output: 'server/dist/main.js',
      outputDir: 'server/dist',
      stampFile: stampFile('server'),
      build: pnpmBuild(root, '@peilian/server'),
    },
  ];
}

if (import.meta.main) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const targets = startTargets(root);
  try {
    // Both checks at once (they read the same shared sources); a build, if any, runs on its own.
    const digests: Digests = new Map();
    const states = await Promise.all(targets.map((target) => freshness(target, digests)));
    for (const [index, target] of targets.entries()) process.stdout.write(`${await ensureBuilt(target, states[index])}\n`);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  // As `pnpm --filter @peilian/server start` runs it (node --enable-source-maps dist/main.js).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
}
