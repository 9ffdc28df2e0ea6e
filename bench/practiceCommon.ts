import { readFileSync } from 'node:fs';
import { emitWithAck, type PracticeClientSocket } from '../server/test/practiceSocket.js';

/** What the practice benchmark's phases share: percentiles, the stored turn timings, CPU use. */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0).toFixed(1));

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}

/** Refusals and errors of one kind of call: how many, and the first few reasons. */
export type Failures = Record<string, { count: number; samples: string[] }>;

export function fail(failures: Failures, kind: string, reason: string): void {
  const entry = (failures[kind] ??= { count: 0, samples: [] });
  entry.count += 1;
  if (entry.samples.length < 3 && !entry.samples.includes(reason)) entry.samples.push(reason);
}

export const failureCount = (failures: Failures) => Object.values(failures).reduce((sum, entry) => sum + entry.count, 0);

/**
 * The parts of the stored turn timings the benchmark reads (`GET …/session/{id}/latency`), in ms:
 * engine (dialogue step), audio (TTS), send (reply out, turn stored), total; recognition (end of
 * speech → final text) where the server stores it for spoken answers. Read leniently, so that fields
 * added later do not stop the benchmark.
 */
export interface StoredTurn {
  recognition: number | null;
  engine: number;
  audio: number;
  send: number;
  total: number;
}

const num = (value: unknown): number => {
  if (typeof value !== 'number') throw new Error(`latency answer without a number: ${JSON.stringify(value)}`);
  return value;
};

/** The stored timings of every turn of `sessionIds`, read back through the admin's session latency call. */
export async function storedTurns(base: string, adminToken: string, sessionIds: readonly string[]): Promise<StoredTurn[]> {
  const turns: StoredTurn[] = [];
  for (const id of sessionIds) {
    const response = await fetch(`${base}/api/admin/material/scene/session/${id}/latency`, { headers: { token: adminToken, 'accept-language': 'zh-CN' } });
    const body = (await response.json()) as { successed?: boolean; turns?: Record<string, unknown>[]; errmsg?: string };
    if (!response.ok || !body.successed || !Array.isArray(body.turns)) throw new Error(`session latency ${id}: ${response.status} ${body.errmsg ?? ''}`);
    for (const turn of body.turns) {
      turns.push({
        recognition: typeof turn.recognition === 'number' ? turn.recognition : null,
        engine: num(turn.engine),
        audio: num(turn.audio),
        send: num(turn.send),
        total: num(turn.total),
      });
    }
  }
  return turns;
}

/** p50/p95/p99 of each stored stage (recognition only when the server stores it). */
export function stageStats(turns: readonly StoredTurn[]) {
  const recognition = turns.flatMap((turn) => (turn.recognition === null ? [] : [turn.recognition]));
  return {
    ...(recognition.length ? { recognition: percentiles(recognition) } : {}),
    engine: percentiles(turns.map((turn) => turn.engine)),
    audio: percentiles(turns.map((turn) => turn.audio)),
    send: percentiles(turns.map((turn) => turn.send)),
    total: percentiles(turns.map((turn) => turn.total)),
  };
}

/** What the benchmark reads of a session acknowledgement (the rest of the shared reply is not checked). */
export type SessionReply =
  | { ok: true; session: { id: string; status: string; turns: { text: string }[] }; lines: { audio: unknown }[] }
  | { ok: false; errcode: number; errmsg: string };

/** An acknowledged call; a timeout or a lost socket names the event. */
async function acknowledged(socket: PracticeClientSocket, event: string, payload: unknown): Promise<Partial<Record<string, unknown>> | null> {
  try {
    return (await emitWithAck(socket, event, payload)) as Partial<Record<string, unknown>> | null;
  } catch (error) {
    throw new Error(`${event}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** A practice call and its acknowledgement, checked only for what the benchmark reads. */
export async function sessionCall(socket: PracticeClientSocket, event: string, payload: unknown): Promise<SessionReply> {
  const reply = await acknowledged(socket, event, payload);
  if (reply?.ok === false) return { ok: false, errcode: Number(reply.errcode), errmsg: String(reply.errmsg) };
  const session = reply?.session as { id?: unknown; status?: unknown; turns?: unknown } | undefined;
  if (
    reply?.ok !== true ||
    typeof session?.id !== 'string' ||
    typeof session.status !== 'string' ||
    !Array.isArray(session.turns) ||
    !Array.isArray(reply.lines)
  ) {
    throw new Error(`unexpected ${event} acknowledgement: ${JSON.stringify(reply).slice(0, 200)}`);
  }
  return reply as SessionReply;
}

/** A voice call (`voiceStart`, `voiceFrame`) and its acknowledgement: `{ ok: true, text }` or a refusal. */
export async function voiceCall(
  socket: PracticeClientSocket,
  event: string,
  payload: unknown,
): Promise<{ ok: true } | { ok: false; errcode: number; errmsg: string }> {
  const reply = await acknowledged(socket, event, payload);
  if (reply?.ok === true) return { ok: true };
  if (reply?.ok === false) return { ok: false, errcode: Number(reply.errcode), errmsg: String(reply.errmsg) };
  throw new Error(`unexpected ${event} acknowledgement: ${JSON.stringify(reply).slice(0, 200)}`);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); `children`: its finished child processes'. */
export function cpuSeconds(pid: number, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of proc(5): utime, stime, cutime, cstime, in clock ticks (100 a second).
    const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
    return (Number(user) + Number(system)) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by each process measured (the server, the fake recogniser, the bench itself). */
export type CpuProbe = () => Record<string, number>;

/**
 * Runs `work` and reports its wall time and each process's CPU over it: the share of one core, and
 * the server's CPU milliseconds per turn (what a turn costs whatever else shares the machine).
 */
export async function withCpu<T>(probe: CpuProbe, work: () => Promise<T>, turnsOf: (result: T) => number) {
  const before = probe();
  const began = performance.now();
  const result = await work();
  const seconds = (performance.now() - began) / 1000;
  const after = probe();
  const used = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  const percentOfOneCore = Object.fromEntries(Object.keys(before).map((name) => [name, Math.round((100 * used(name)) / Math.max(seconds, 0.001))]));
  const turns = turnsOf(result);
  return {
    result,
    seconds: Number(seconds.toFixed(1)),
    cpu: { percentOfOneCore, serverMsPerTurn: turns ? Math.round((1000 * used('server')) / turns) : null },
  };
}
