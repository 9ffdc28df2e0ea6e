import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The real espeak-ng behind a gate, for `ESPEAK_PATH`: the server's own espeak-ng provider spawns
 * this script as it would espeak-ng, and the script runs espeak-ng itself unless told otherwise — it
 * holds every call after the first `holdAfter` until the gate opens (a provider that stalls mid-task),
 * or refuses the lines containing `refuse` while the gate is closed (a provider that fails some lines).
 * It writes down every call it was given and every line it voiced.
 */
export interface GatedEspeak {
  /** The script to name in `ESPEAK_PATH`. */
  path: string;
  /** The texts of every call, in order (a held call counts once it began). */
  calls(): Promise<string[]>;
  /** The texts voiced to the end, in order. */
  voiced(): Promise<string[]>;
  /** Opens the gate: held calls go on, refused lines are voiced. */
  open(): Promise<void>;
  remove(): Promise<void>;
}

const ESPEAK = () => execFileSync('sh', ['-c', 'command -v espeak-ng'], { encoding: 'utf8' }).trim();

const lines = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter((line) => line !== '');

export async function gatedEspeak(options: { holdAfter?: number; refuse?: string } = {}): Promise<GatedEspeak> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'peilian-espeak-'));
  const script = path.join(dir, 'espeak-ng');
  const holdAfter = options.holdAfter ?? -1;
  const refuse = options.refuse ? `  case "$text" in *'${options.refuse}'*) echo "refused: $text" >&2; exit 3;; esac\n` : '';
  await writeFile(
    script,
    `#!/bin/sh
dir='${dir}'
text=$(cat)
printf '%s\\n' "$text" >> "$dir/calls"
if [ ! -e "$dir/open" ]; then
${refuse}  if [ ${holdAfter} -ge 0 ] && [ "$(wc -l < "$dir/calls")" -gt ${holdAfter} ]; then
    while [ ! -e "$dir/open" ]; do sleep 0.05; done
  fi
fi
out=$(mktemp)
printf '%s' "$text" | '${ESPEAK()}' "$@" > "$out" || { rm -f "$out"; exit 4; }
printf '%s\\n' "$text" >> "$dir/voiced"
cat "$out"
rm -f "$out"
`,
  );
  await chmod(script, 0o755);
  return {
    path: script,
    calls: () => lines(path.join(dir, 'calls')),
    voiced: () => lines(path.join(dir, 'voiced')),
    open: () => writeFile(path.join(dir, 'open'), ''),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
