import { z } from 'zod';

/**
 * What one server process tells the others: something it changed makes a memory they keep stale
 * (docs/deploy.md, "Several processes"). Each notice is applied in the process that made the change
 * at once and in every other process as soon as it arrives.
 */
export const processNoticeSchema = z.discriminatedUnion('kind', [
  /** A session ended (logout, a newer login, a password change): its cached token is forgotten. */
  z.object({ kind: z.literal('session'), sessionId: z.string() }),
  /** These users' rows changed (language, profile, role, access, password). */
  z.object({ kind: z.literal('users'), orgId: z.string(), userIds: z.array(z.string()) }),
  /** A department's name, shown with its users, changed. */
  z.object({ kind: z.literal('department'), orgId: z.string(), departmentId: z.string() }),
  /** The organisation's settings, delivered with each of its users, changed. */
  z.object({ kind: z.literal('organisation'), orgId: z.string() }),
  /** The organisation's end changed: each of its open sockets checks its session again. */
  z.object({ kind: z.literal('organisationEnd'), orgId: z.string() }),
  /** The organisation's hot, sensitive, polite or synonym words changed. */
  z.object({ kind: z.literal('wordLibraries'), orgId: z.string() }),
]);

export type ProcessNotice = z.infer<typeof processNoticeSchema>;

type Listener = (notice: ProcessNotice) => void;

/**
 * The notices of the processes of one installation. `publish` applies a notice here at once and
 * hands it to `send`, which carries it to the other processes (Redis pub/sub when `REDIS_URL` is
 * set; nowhere in a single process); what arrives from them is `deliver`ed here.
 */
export class ProcessBus {
  private readonly listeners = new Set<Listener>();

  constructor(private send: (notice: ProcessNotice) => void = () => undefined) {}

  /** Carries every later notice to the other processes too. */
  connect(send: (notice: ProcessNotice) => void): void {
    this.send = send;
  }

  publish(notice: ProcessNotice): void {
    this.deliver(notice);
    this.send(notice);
  }

  /** A notice from another process: applied here only. */
  deliver(notice: ProcessNotice): void {
    for (const listener of this.listeners) listener(notice);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
