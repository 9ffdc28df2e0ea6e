import { dialogue } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase, startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { createdId } from '../../test/practiceClient.js';
import type { Caller } from '../../test/tasksClient.js';
import { findOrganisationByName } from '../data/organisations.js';
import { DEMO_ORGANISATION } from '../seed/demo.js';
import { organisationLexicon } from './lexicon.js';
import { readingsOf, wordPinyin } from './pinyin.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

describe('the organisation lexicon', () => {
  it("lets the engine turn a homophone, a listed variant and a synonym into the library's words", async () => {
    const orgId = (await findOrganisationByName(database.db, DEMO_ORGANISATION))!.id;
    const said = '我想看看兔越，图跃有没有折扣？';
    const lexicon = dialogue.prepareLexicon(dialogue.lexiconSchema.parse(await organisationLexicon(database.db, orgId, said)));
    const utterance = dialogue.prepareUtterance(said, lexicon);
    expect(utterance.normalized.text).toContain('途岳');
    expect(utterance.normalized.text).not.toContain('兔越');
    expect(utterance.normalized.text).not.toContain('图跃');
    expect(utterance.canonical.text).toContain('优惠');
  });

  it('gives the sensitive and polite words and no readings when no homophone needs them', async () => {
    const orgId = (await findOrganisationByName(database.db, DEMO_ORGANISATION))!.id;
    const lexicon = await organisationLexicon(database.db, orgId, '您好');
    expect(lexicon.sensitive).toEqual(expect.arrayContaining(['骗子']));
    expect(lexicon.polite).toEqual(expect.arrayContaining(['您好']));
    expect(Object.keys(lexicon.pinyin ?? {})).toEqual(['您', '好']);
  });
});

describe('pinyin', () => {
  it("gives a Chinese word's syllables and every reading of polyphonic characters", () => {
    expect(wordPinyin('途岳')).toBe('tu yue');
    expect(wordPinyin('SUV')).toBe('');
    expect(readingsOf('行a')).toEqual({ 行: expect.arrayContaining(['xing', 'hang']) });
  });
});

describe('the organisation lexicon as the server keeps it', () => {
  let server: TestServer;
  let owner: Caller;
  let orgId: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = adminCaller(server.fetch, await server.login('owner01'));
    orgId = (await findOrganisationByName(server.database.db, DEMO_ORGANISATION))!.id;
  });
  afterAll(() => server?.close());
  const lexicon = () => organisationLexicon(server.database.db, orgId);

  it('gives the next turn every change the admin makes to the libraries', async () => {
    const before = await lexicon();
    expect(before.hotWords?.map((word) => word.word)).not.toContain('途锐');

    const hot = await createdId(owner, '/api/admin/organization/hotword', 'hotword', { word: '途锐', replace: '图锐', homophone: 1 });
    expect((await lexicon()).hotWords).toContainEqual(expect.objectContaining({ word: '途锐', pinyin: 'tu rui', status: 0 }));
    await owner('PUT', `/api/admin/organization/hotword/${hot}/disable?status=1`);
    expect((await lexicon()).hotWords).toContainEqual(expect.objectContaining({ word: '途锐', status: 1 }));
    await owner('DELETE', `/api/admin/organization/hotword/${hot}`);
    expect((await lexicon()).hotWords?.map((word) => word.word)).not.toContain('途锐');

    await owner('PUT', '/api/admin/system/setting/words/sensitive', { words: ['骗子', '忽悠'] });
    expect((await lexicon()).sensitive?.sort()).toEqual(['忽悠', '骗子'].sort());
    const synonym = await createdId(owner, '/api/admin/organization/synonyms', 'synonym', { base: '实惠', words: '划算,便宜点' });
    expect((await lexicon()).synonyms).toContainEqual({ base: '实惠', synonyms: ['划算', '便宜点'], status: 0 });
    await owner('PUT', `/api/admin/organization/synonyms/${synonym}/disable?status=1`);
    expect((await lexicon()).synonyms).toContainEqual({ base: '实惠', synonyms: ['划算', '便宜点'], status: 1 });
  });

  it('is read once for many turns, not once per turn', async () => {
    const first = await lexicon();
    const again = await lexicon();
    expect(again.hotWords).toBe(first.hotWords);
    expect(again.synonyms).toBe(first.synonyms);
  });
});
