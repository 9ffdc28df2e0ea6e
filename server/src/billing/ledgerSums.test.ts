import { OPERATOR_ENTRY_KINDS, costAccountResponseSchema, costOrgListResponseSchema, type OperatorEntryKind } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFigures, ledgerSums } from '../data/ledger.js';
import { insertUsage } from '../data/usage.js';
import { ManualClock } from '../../test/clock.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../test/harness.js';
import { accountOf, billingProcess, billingWorld, billsOf, COST, expectLedgerAddsUp, setPrices } from '../../test/billingWorld.js';

/**
 * The ledger over HTTP (docs/billing.md "Ledger"): a thousand random operations — the operator's
 * entries, usage charged by the job, the clock moved past gifts' ends — after which the ledger
 * still sums to the account; a refused entry changes nothing; a gift's unspent part ends after a
 * year; the operator's remittance shows in the organisation's account and bills, and an owner cannot
 * call the operator's routes.
 */

const HOUR = 3600;
const DAY = 24 * HOUR;
const clock = new ManualClock(new Date('2026-01-05T02:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: LASTING_SESSIONS });
});
afterAll(async () => {
  await server?.close();
});

/** A small deterministic random source (mulberry32), so a failure is reproducible. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]! };
}

/** The refusal an entry must meet on `account`, as `ledger.ts` orders them, or 0 when it is accepted. */
function expectedRefusal(account: { cash: number; frozen: number }, kind: OperatorEntryKind, amount: number, note: string): number {
  if (amount < 0 && kind !== 'adjust') return 40065;
  if (['adjust', 'freeze', 'unfreeze'].includes(kind) && note.trim() === '') return 40064;
  if (kind === 'freeze' && amount > account.cash) return 40956;
  if (kind === 'unfreeze' && amount > account.frozen) return 40957;
  return 0;
}

describe('the ledger', () => {
  it('sums to the account after a thousand random operations, and a refused one changes nothing', async () => {
    const { db } = server.database;
    const { orgId, owner, operator, signIn } = await billingWorld(server);
    await setPrices(operator, [
      { service: 'asr', per: 60_000, amount: 7 },
      { service: 'tts', per: 1000, amount: 3 },
      { service: 'llm', per: 1_000_000, amount: 200 },
    ]);
    const job = billingProcess(server, clock);
    const random = randomSource(66);
    const counted = { accepted: 0, refused: 0, usage: 0, ticks: 0, years: 0 };

    for (let operation = 1; operation <= 1000; operation += 1) {
      const roll = random.next();
      if (roll < 0.45) {
        const before = await accountFigures(db, orgId);
        const kind = random.pick(OPERATOR_ENTRY_KINDS);
        const size = kind === 'freeze' ? Math.max(before.cash, 0) + 500 : kind === 'unfreeze' ? before.frozen + 500 : 50_000;
        const amount = random.int(1, Math.max(1, size)) * (random.next() < (kind === 'adjust' ? 0.4 : 0.08) ? -1 : 1);
        const note = random.next() < 0.15 ? '' : `第${operation}笔`;
        const rowsBefore = (await ledgerSums(db, orgId)).rows;
        const answer = await operator('POST', `${COST}/orgs/${orgId}/entries`, { kind, amount, note });
        const refusal = expectedRefusal(before, kind, amount, note);
        if (refusal === 0) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          counted.accepted += 1;
        } else {
          expect((answer.body as { errcode?: number }).errcode, `${kind} ${amount} '${note}' on ${JSON.stringify(before)}`).toBe(refusal);
          expect(await accountFigures(db, orgId)).toEqual(before);
          expect((await ledgerSums(db, orgId)).rows).toBe(rowsBefore);
          counted.refused += 1;
        }
      } else if (roll < 0.8) {
        const service = random.pick(['asr', 'tts', 'llm'] as const);
        const quantity = service === 'asr' ? random.int(1, 300_000) : service === 'tts' ? random.int(1, 5000) : random.int(1, 200_000);
        const output = service === 'llm' ? random.int(0, 50_000) : 0;
        await insertUsage(db, { orgId, userId: null, subject: 'practice', subjectId: '', service, provider: 'fake', quantity, output, at: clock.now() });
        counted.usage += 1;
      } else if (roll < 0.9) {
        await job.tick();
        counted.ticks += 1;
      } else if (random.next() < 0.15) {
        clock.advance(random.int(120, 200) * DAY);
        await signIn();
        counted.years += 1;
      } else {
        clock.advance(random.int(1, 48) * HOUR);
      }

      if (operation % 50 === 0) {
        await job.tick();
        const account = await expectLedgerAddsUp(server, orgId, owner);
        // Every usage row is charged, every gift past its end settled; what is left of the live ones is the gift.
        expect(account.pending).toBe(0);
        expect(account.gifts.every((gift) => Date.parse(gift.expiresat) > clock.now().getTime())).toBe(true);
        expect(account.gifts.reduce((sum, gift) => sum + gift.remaining, 0)).toBe(account.gift);
      }
    }
    expect(counted.accepted).toBeGreaterThan(300);
    expect(counted.refused).toBeGreaterThan(20);
    expect(counted.usage).toBeGreaterThan(250);
    expect(counted.years).toBeGreaterThan(3);
    expect((await billsOf(owner, 'kind=giftExpired')).total).toBeGreaterThan(0);
  }, 600_000);

  it('ends a gift after a year on a moved clock, keeping what was spent of it', async () => {
    const { orgId, owner, operator, signIn } = await billingWorld(server);
    await setPrices(operator, [{ service: 'tts', per: 1000, amount: 100 }]);
    const job = billingProcess(server, clock);
    const entry = (kind: OperatorEntryKind, amount: number) => operator('POST', `${COST}/orgs/${orgId}/entries`, { kind, amount, note: kind });
    const start = clock.now();
    expect((await entry('gift', 50_000)).status).toBe(200);
    expect((await entry('recharge', 10_000)).status).toBe(200);
    // 20 000 fen of voice, taken from the gift.
    await insertUsage(server.database.db, {
      orgId,
      userId: null,
      subject: 'practice',
      subjectId: '',
      service: 'tts',
      provider: 'fake',
      quantity: 200_000,
      at: clock.now(),
    });
    await job.tick();
    expect(await accountOf(owner)).toMatchObject({ cash: 10_000, gift: 30_000, balance: 40_000 });
    clock.advance(200 * DAY);
    expect((await entry('gift', 5000)).status).toBe(200);

    clock.set(new Date(start.getTime() + 364 * DAY * 1000));
    await signIn();
    await job.tick();
    expect((await accountOf(owner)).gifts.map((gift) => gift.remaining)).toEqual([30_000, 5000]);

    clock.set(new Date(start.getTime() + 365 * DAY * 1000 + 1000));
    await signIn();
    await job.tick();
    const account = await expectLedgerAddsUp(server, orgId, owner);
    expect(account).toMatchObject({ cash: 10_000, gift: 5000, balance: 15_000 });
    expect(account.gifts).toEqual([expect.objectContaining({ amount: 5000, remaining: 5000 })]);
    const [ended] = (await billsOf(owner, 'kind=giftExpired')).rows;
    expect(ended).toMatchObject({ kind: 'giftExpired', channel: 'system', income: 0, expense: 30_000, balance: 15_000 });
    // A second tick finds nothing more to end.
    await job.tick();
    expect((await billsOf(owner, 'kind=giftExpired')).total).toBe(1);
  });
});

describe('the operator', () => {
  let world: Awaited<ReturnType<typeof billingWorld>>;
  beforeAll(async () => {
    world = await billingWorld(server, { timeZone: 'Asia/Shanghai' });
  });

  it("records a bank remittance that the organisation's account and bill rows show", async () => {
    const { orgId, owner, operator } = world;
    const answer = await operator('POST', `${COST}/orgs/${orgId}/entries`, { kind: 'remittance', amount: 500_000, note: '工行汇款 HX-0031' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ account: { cash: 500_000, balance: 500_000 }, bill: { kind: 'remittance', channel: 'bank', income: 500_000 } });

    expect(await accountOf(owner)).toMatchObject({ billing: true, currency: 'CNY', cash: 500_000, gift: 0, frozen: 0, balance: 500_000, arrears: 0 });
    const bills = await billsOf(owner);
    expect(bills.total).toBe(1);
    expect(bills.rows[0]).toMatchObject({ kind: 'remittance', channel: 'bank', income: 500_000, expense: 0, balance: 500_000, note: '工行汇款 HX-0031' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(clock.now());
    expect((await billsOf(owner, `start=${today}&end=${today}`)).total).toBe(1);
    expect((await billsOf(owner, 'start=2000-01-01&end=2000-01-02')).total).toBe(0);
    expect((await billsOf(owner, 'kind=usage')).total).toBe(0);

    const seen = await operator('GET', `${COST}/orgs/${orgId}/account`);
    expect(costAccountResponseSchema.parse(seen.body).account.cash).toBe(500_000);
    expect((await operator('GET', `${COST}/orgs/${orgId}/bills`)).body).toMatchObject({ total: 1 });
    const listed = await operator('GET', `${COST}/orgs?rows=100&keyword=${encodeURIComponent('测试企业')}`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const orgs = costOrgListResponseSchema.parse(listed.body);
    expect(orgs.rows.find((row) => row.id === orgId)).toMatchObject({ cash: 500_000, balance: 500_000 });
  });

  it('refuses the owner every operator call, and refuses unknown organisations', async () => {
    const { orgId, owner, operator } = world;
    const refused = [
      await owner('POST', `${COST}/orgs/${orgId}/entries`, { kind: 'recharge', amount: 100, note: '' }),
      await owner('GET', `${COST}/orgs/${orgId}/account`),
      await owner('GET', `${COST}/orgs/${orgId}/bills`),
      await owner('GET', `${COST}/orgs`),
      await owner('PUT', `${COST}/prices`, { prices: [] }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await accountOf(owner)).cash).toBe(500_000);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await operator('POST', `${COST}/orgs/${unknown}/entries`, { kind: 'recharge', amount: 100, note: '' })).body).toMatchObject({ errcode: 40456 });
    expect((await operator('GET', `${COST}/orgs/${unknown}/account`)).body).toMatchObject({ errcode: 40456 });
  });

  it('keeps one price per service and lets every organisation read the list', async () => {
    const { owner, operator } = world;
    const twice = await operator('PUT', `${COST}/prices`, {
      prices: [
        { service: 'asr', per: 1, amount: 1 },
        { service: 'asr', per: 2, amount: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    await setPrices(operator, [{ service: 'sms', per: 1, amount: 5 }]);
    expect((await owner('GET', `${COST}/prices`)).body).toEqual({ successed: true, prices: [{ service: 'sms', per: 1, amount: 5 }] });
  });
});
