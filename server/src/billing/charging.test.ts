import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, usageRecords } from '../db/schema/index.js';
import { insertUsage } from '../data/usage.js';
import { ManualClock } from '../../test/clock.js';
import { knowledgeEnv, startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openAi.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../test/harness.js';
import { accountOf, billingProcess, billingWorld, billsOf, COST, expectLedgerAddsUp, inArrears, setPrices } from '../../test/billingWorld.js';
import { charge } from './pricing.js';

/**
 * Charging (docs/billing.md "Charging"): the usage rows the fake model's embeddings made are
 * charged at the price list with the carry, each once whoever ticks; usage taking the balance below
 * 0 flags the organisation in arrears (its cached sessions dropped) and a recharge lifts it.
 */

const clock = new ManualClock();
let fake: FakeOpenAi;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ clock, env: { ...knowledgeEnv(fake), ...LASTING_SESSIONS, KNOWLEDGE_TICK_MS: '0' } });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const EMBEDDING_PRICE = { service: 'embedding' as const, per: 7, amount: 3 };

describe('charging', () => {
  it("charges the fake provider's usage at the price list with carry, each row once whoever ticks", async () => {
    const { db } = server.database;
    const { orgId, owner, operator } = await billingWorld(server, { dealer: true }, { openai: 1 });
    await setPrices(operator, [EMBEDDING_PRICE]);
    const asked = new Set<string>();
    const search = async (texts: string[]) => {
      for (const text of texts) {
        asked.add(text);
        const answer = await owner('GET', `/api/admin/smart/knowledge/search?text=${encodeURIComponent(text)}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    };
    const embeddedBefore = fake.embedded.length;
    await search(['保养周期', '首付比例是多少', 'warranty of the battery', '试驾', '金融方案的利率']);
    // What the fake counted for this organisation's questions (the tokens of an embedding are its characters).
    const tokens = () =>
      fake.embedded
        .slice(embeddedBefore)
        .flat()
        .filter((text) => asked.has(text))
        .reduce((sum, text) => sum + text.length, 0);
    const rowsOf = () => db.select().from(usageRecords).where(eq(usageRecords.orgId, orgId)).orderBy(asc(usageRecords.id));
    expect((await rowsOf()).map((row) => row.service)).toEqual(Array(5).fill('embedding'));
    expect((await rowsOf()).reduce((sum, row) => sum + row.quantity, 0)).toBe(tokens());
    expect((await accountOf(owner)).pending).toBe(Math.round((tokens() * 3) / 7));

    // Two processes tick at once, then once more: one charge.
    await Promise.all([billingProcess(server, clock).tick(), billingProcess(server, clock).tick()]);
    await billingProcess(server, clock).tick();
    const first = charge(tokens(), EMBEDDING_PRICE);
    const usageRows = () =>
      db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.kind, 'usage')));
    expect((await usageRows()).map((row) => [row.channel, row.cash])).toEqual([['embedding', -first.fen]]);
    const [charged] = await usageRows();
    expect((await rowsOf()).every((row) => row.chargedAt !== null && row.ledgerId === charged!.id)).toBe(true);

    // Later searches carry what was below a fen.
    await search(['置换补贴', 'charging pile installation']);
    await Promise.all([billingProcess(server, clock).tick(), billingProcess(server, clock).tick(), billingProcess(server, clock).tick()]);
    const total = charge(tokens(), EMBEDDING_PRICE);
    expect((await usageRows()).reduce((sum, row) => sum - row.cash, 0)).toBe(total.fen);
    expect((await rowsOf()).filter((row) => row.chargedAt === null)).toEqual([]);
    const account = await expectLedgerAddsUp(server, orgId, owner);
    expect(account).toMatchObject({ cash: -total.fen, pending: 0 });
    const bill = (await billsOf(owner, 'kind=usage')).rows[0]!;
    expect(bill).toMatchObject({ kind: 'usage', channel: 'embedding', income: 0 });
  });

  it('flags the organisation in arrears when usage takes the balance below 0, and a recharge lifts it', async () => {
    const { db } = server.database;
    const { orgId, owner, operator } = await billingWorld(server);
    await setPrices(operator, [{ service: 'llm', per: 1000, amount: 100 }]);
    const dropped: string[] = [];
    const job = billingProcess(server, clock, dropped);
    const entry = (kind: string, amount: number) => operator('POST', `${COST}/orgs/${orgId}/entries`, { kind, amount, note: '' });
    const use = (quantity: number, output: number) =>
      insertUsage(db, { orgId, userId: null, subject: 'practice', subjectId: '', service: 'llm', provider: 'fake', quantity, output, at: clock.now() });

    expect((await entry('recharge', 1000)).status).toBe(200);
    expect((await entry('gift', 500)).status).toBe(200);
    await use(10_000, 5000); // 1 500 fen: the whole balance
    await job.tick();
    expect(await accountOf(owner)).toMatchObject({ cash: 0, gift: 0, balance: 0, arrears: 0 });
    expect(await inArrears(server, orgId)).toBe(false);

    await use(4000, 1000); // 500 fen more
    await job.tick();
    expect(await accountOf(owner)).toMatchObject({ cash: -500, balance: -500, arrears: 500 });
    expect(await inArrears(server, orgId)).toBe(true);
    expect(dropped).toEqual([orgId]);

    expect((await entry('recharge', 400)).status).toBe(200);
    expect(await inArrears(server, orgId)).toBe(true);
    const lifted = await entry('remittance', 600);
    expect(lifted.body).toMatchObject({ account: { cash: 500, balance: 500, arrears: 0 } });
    expect(await inArrears(server, orgId)).toBe(false);
    await expectLedgerAddsUp(server, orgId, owner);
  });
});
