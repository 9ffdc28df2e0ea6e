import { dialogue } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test/harness.js';
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
  it('lets the engine turn a homophone, a listed variant and a synonym into the library\'s words', async () => {
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
  it('gives a Chinese word\'s syllables and every reading of polyphonic characters', () => {
    expect(wordPinyin('途岳')).toBe('tu yue');
    expect(wordPinyin('SUV')).toBe('');
    expect(readingsOf('行a')).toEqual({ 行: expect.arrayContaining(['xing', 'hang']) });
  });
});
