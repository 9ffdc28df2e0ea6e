import * as shared from '@peilian/shared';
import { registrationResponseSchema, scenarioListResponseSchema, type ClientToServerEvents, type SocketCall } from '@peilian/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { organisations, practiceSessions, practiceTurns } from '../db/schema/index.js';
import { ManualClock } from '../../test/clock.js';
import { createOrganisation, createUser, demoOrganisation } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { emitWithAck, openPracticeSocket, practiceCall, type PracticeClientSocket } from '../../test/practiceSocket.js';

// An open socket does not outlive its organisation's account (docs/decisions.md "An organisation's
// account ends"): once the organisation has ended, every event — whichever the call tables hold,
// a new one included — is answered with the refusal HTTP gives (9998), the socket is disconnected
// and nothing is stored.

const HOUR_S = 3600;
const ENDED = { ok: false, errcode: 9998, errmsg: '账号已过有效期，请联系管理员' };
const A_DRILL = '00000000-0000-4000-8000-000000000001';

/**
 * Every call of shared's socket tables of the default namespace (each `…_CALLS` export), so a new
 * table or call is covered unasked. The voiceprint namespace's calls end with the session the same
 * way (`endWithSession`; identity/voiceprint/voiceprint.test.ts).
 */
const CALLS: SocketCall[] = Object.entries(shared)
  .filter(([name]) => name.endsWith('_CALLS') && name !== 'VOICEPRINT_CALLS')
  .flatMap(([, table]) => Object.values(table as Record<string, SocketCall>));

type Payloads = { [Event in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[Event]>[0] };

/** A payload each call's own schema accepts: a new event fails to compile until it has one. */
function payloads(sessionId: string, scenarioId: string): Payloads {
  const frame = Buffer.alloc(3200);
  return {
    ping: { sentAt: 1 },
    'practice:start': { scenarioId },
    'practice:join': { sessionId },
    'practice:answer': { sessionId, text: '您好，欢迎光临！请问您贵姓？' },
    'practice:timeout': { sessionId },
    'practice:silence': { sessionId },
    'practice:pause': { sessionId },
    'practice:resume': { sessionId },
    'practice:end': { sessionId },
    'practice:interrupt': { sessionId, seq: 0, heard: 0 },
    'practice:voiceConfig': { sessionId },
    'practice:voiceStart': { sessionId },
    'practice:voiceFrame': { sessionId, audio: frame },
    'practice:voiceEnd': { sessionId, submit: true },
    'practice:voiceCancel': { sessionId },
    'faq:voiceStart': { drillId: A_DRILL, seq: 1 },
    'faq:voiceFrame': { drillId: A_DRILL, audio: frame },
    'faq:voiceEnd': { drillId: A_DRILL },
    'faq:voiceCancel': { drillId: A_DRILL },
  };
}

const clock = new ManualClock();
let server: TestServer;
const sockets: PracticeClientSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

async function open(token: string): Promise<PracticeClientSocket> {
  const socket = await openPracticeSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

/** Sends an event and answers its acknowledgement and, after a refusal, how the server then disconnected the socket. */
async function refusedOn(socket: PracticeClientSocket, event: string, payload: unknown) {
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const ack = await emitWithAck(socket, event, payload);
  const refused = (ack as { errcode?: unknown }).errcode === ENDED.errcode;
  return { ack, disconnect: refused ? await disconnected : 'left open' };
}

describe('a socket open when its organisation ends', () => {
  it('has every event of the call tables refused with 9998 and is disconnected; nothing is stored', async () => {
    const { db } = server.database;
    const events = CALLS.map((call) => call.event);
    expect(events).toEqual(expect.arrayContaining(['ping', 'practice:start', 'practice:answer', 'practice:end', 'faq:voiceStart']));
    const owner = await server.login('owner01');
    const found = await server.fetch(`/api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { headers: { token: owner } });
    const scenarioId = scenarioListResponseSchema.parse(await found.json()).rows[0]!.id;

    // The demo organisation is the platform's own, given no last day by the provider: its end is stored here.
    const demo = await demoOrganisation(db);
    await db
      .update(organisations)
      .set({ expiresAt: new Date(clock.now().getTime() + HOUR_S * 1000) })
      .where(eq(organisations.id, demo.id));
    try {
      const token = await server.login('learner01', undefined, { from: 'mini' });
      const first = await open(token);
      const started = await practiceCall(first, 'practice:start', { scenarioId });
      if (!started.ok) throw new Error(`practice:start refused: ${started.errmsg}`);
      const sessionId = started.session.id;
      const given = payloads(sessionId, scenarioId) as Record<string, unknown>;
      // One socket per event, opened while the organisation is in use: each refusal disconnects its socket.
      const opened = await Promise.all(CALLS.map(() => open(token)));
      const [row] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
      const sessionsOf = () => db.select({ n: count() }).from(practiceSessions).where(eq(practiceSessions.userId, row!.userId));
      const sessionsBefore = await sessionsOf();

      clock.advance(2 * HOUR_S);
      const answers = await Promise.all(
        CALLS.map((call, index) => {
          expect(given[call.event], `a payload for ${call.event}`).toBeDefined();
          expect(call.payload.safeParse(given[call.event]).success, `${call.event}'s payload fits its schema`).toBe(true);
          return refusedOn(opened[index]!, call.event, given[call.event]);
        }),
      );
      expect(Object.fromEntries(answers.map((answer, index) => [CALLS[index]!.event, answer]))).toEqual(
        Object.fromEntries(events.map((event) => [event, { ack: ENDED, disconnect: 'io server disconnect' }])),
      );

      expect(await sessionsOf()).toEqual(sessionsBefore);
      expect(await db.select().from(practiceTurns).where(eq(practiceTurns.sessionId, sessionId))).toEqual([]);
      const [session] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
      expect(session).toMatchObject({ status: 'running', score: null });
    } finally {
      await db.update(organisations).set({ expiresAt: null }).where(eq(organisations.id, demo.id));
    }
  });

  it('learns of an end the provider sets while it is open, from its next event', async () => {
    const { db } = server.database;
    const org = await createOrganisation(db, { settings: { timeZone: 'Asia/Shanghai' } });
    const learner = await createUser(db, { orgId: org.id });
    const socket = await open(await server.login(learner.account, undefined, { from: 'mini' }));
    expect(await emitWithAck(socket, 'ping', { sentAt: 1 })).toMatchObject({ ok: true, sentAt: 1 });

    const provider = adminCaller(server.fetch, await server.login('superadmin'));
    const yesterday = new Date(clock.now().getTime() - 24 * HOUR_S * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const ended = await provider('PUT', `/api/admin/system/registrations/${org.id}/expiry`, { expiresat: yesterday });
    expect(registrationResponseSchema.parse(ended.body).registration.expiresat).toBe(yesterday);
    expect(await refusedOn(socket, 'ping', { sentAt: 2 })).toEqual({ ack: ENDED, disconnect: 'io server disconnect' });
  });

  it('stops, like its organisation, when its account passes its validity', async () => {
    const { db } = server.database;
    const learner = await createUser(db, { validUntil: new Date(clock.now().getTime() + HOUR_S * 1000) });
    const socket = await open(await server.login(learner.account, undefined, { from: 'mini' }));
    clock.advance(2 * HOUR_S);
    expect(await refusedOn(socket, 'ping', { sentAt: 1 })).toEqual({ ack: ENDED, disconnect: 'io server disconnect' });
  });
});
