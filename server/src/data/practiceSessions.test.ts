import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoOrganisation } from '../../test/factories.js';
import { seededDatabase } from '../../test/harness.js';
import { findLearnerSession, insertPracticeSession, saveTurn, SessionMovedOn, updatePracticeSession } from './practiceSessions.js';

// A practice session's state is written over the version a call read: a write after another
// process's is refused, so two processes never store turns on the same state (docs/deploy.md).

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

describe('practice session writes', () => {
  it('move the version on, and refuse a write over a state another write has moved on from, changing nothing', async () => {
    const { db } = database;
    const orgId = (await demoOrganisation(db)).id;
    const learner = await createUser(db, { orgId });
    const session = await insertPracticeSession(db, { orgId, userId: learner.id, scenarioName: 's', document: {}, seed: 1, engineState: { step: 0 } });
    expect(session.version).toBe(0);

    const turn = { orgId, sessionId: session.id, seq: 1, learnerText: '你好', outcome: 'matched', nodeId: 'n', scoreInputs: {}, score: 80, timings: { engineMs: 1, audioMs: 1, sentMs: 1 } };
    const saved = await saveTurn(db, orgId, session, turn, { engineState: { step: 1 } });
    expect(saved.session.version).toBe(1);

    // A second call read the session before that turn, and stores its own turn on the old state.
    await expect(saveTurn(db, orgId, session, { ...turn, learnerText: '也是第一轮' }, { engineState: { step: 9 } })).rejects.toBeInstanceOf(SessionMovedOn);
    await expect(updatePracticeSession(db, orgId, session, { status: 'paused' })).rejects.toBeInstanceOf(SessionMovedOn);
    expect(await findLearnerSession(db, orgId, learner.id, session.id)).toMatchObject({ version: 1, status: 'running', engineState: { step: 1 } });

    expect((await updatePracticeSession(db, orgId, saved.session, { status: 'paused' })).version).toBe(2);
  });
});
