import { randomUUID } from 'node:crypto';
import { jsonText } from '@peilian/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import { processNoticeSchema, type ProcessBus } from './processBus.js';

/** The pub/sub channel of the process notices (socket.io's adapter keeps channels of its own). */
const NOTICES = 'peilian:notices';

const envelopeSchema = z.object({ origin: z.string(), notice: processNoticeSchema });

/** The processes' link through Redis: socket.io's adapter and the notices of `bus`. */
export interface RedisLink {
  /** socket.io's Redis adapter: rooms, emits and disconnects reach sockets held by every process. */
  adapter: ReturnType<typeof createAdapter>;
  /** Resolves when Redis answers now; fails at once while the client is not connected (its queue would wait). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to `REDIS_URL` (one client publishing, one subscribed, shared by socket.io's adapter and
 * the notices) and carries the bus's notices to every other process through it. A start that cannot
 * reach Redis fails; a connection lost later is retried by the client, and a notice sent meanwhile is
 * queued until it is back (docs/deploy.md, "Several processes").
 */
export async function linkProcesses(url: string, bus: ProcessBus, logger: Logger): Promise<RedisLink> {
  const pub = new Redis(url, { lazyConnect: true });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
  try {
    await pub.connect();
    await sub.connect();
    await sub.subscribe(NOTICES);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    // Not the URL: it may carry a password.
    throw new Error(`the Redis server of REDIS_URL cannot be reached (${(error as Error).message})`, { cause: error });
  }
  const origin = randomUUID();
  sub.on('message', (channel: string, text: string) => {
    if (channel !== NOTICES) return;
    const parsed = envelopeSchema.safeParse(jsonText(text));
    if (!parsed.success) return logger.warn({ channel }, 'process notice not understood');
    if (parsed.data.origin === origin) return;
    bus.deliver(parsed.data.notice);
    logger.debug({ notice: parsed.data.notice.kind }, 'process notice applied');
  });
  bus.connect((notice) => {
    pub
      .publish(NOTICES, JSON.stringify({ origin, notice }))
      .catch((error: unknown) => logger.warn({ err: error, notice: notice.kind }, 'process notice not sent'));
  });
  return {
    adapter: createAdapter(pub, sub),
    ping: async () => {
      if (pub.status !== 'ready' || sub.status !== 'ready') throw new Error(`redis is ${pub.status}/${sub.status}`);
      await pub.ping();
    },
    close: async () => {
      bus.connect(() => undefined);
      // A client that is connected says goodbye; one waiting to reconnect would queue the goodbye
      // until Redis is back (or its retries run out, half a minute later), so it just lets go.
      await Promise.allSettled([pub, sub].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())));
    },
  };
}
