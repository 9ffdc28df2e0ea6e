import { CATALOG_TYPES, faqBodySchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase } from '../../test/harness.js';
import { listCatalogues } from '../data/catalogues.js';
import { listFaqs } from '../data/faqs.js';
import { findOrganisationByName } from '../data/organisations.js';
import { DEMO_ORGANISATION } from './demo.js';
import { DEMO_FAQS, seedFaq } from './faq.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let orgId: string;
beforeAll(async () => {
  database = await seededDatabase();
  orgId = (await findOrganisationByName(database.db, DEMO_ORGANISATION))!.id;
});
afterAll(() => database?.dispose());

const bank = () => listFaqs(database.db, { orgId, text: '' }, 1, 100);

describe('FAQ demo seed', () => {
  it('gives the demo organisation a car dealership bank in three catalogues, every FAQ one the editor would save', async () => {
    const catalogues = await listCatalogues(database.db, orgId, CATALOG_TYPES.faq);
    expect(catalogues.map((row) => row.name).sort()).toEqual(['产品配置', '价格与优惠', '售后服务'].sort());
    const { rows, total } = await bank();
    expect(total).toBe(DEMO_FAQS.length);
    expect(rows.map((row) => row.faq.question)).toEqual(DEMO_FAQS.map((faq) => faq.question));
    expect(new Set(rows.map((row) => row.catalogName))).toEqual(new Set(['产品配置', '价格与优惠', '售后服务']));
    expect(rows.some((row) => row.faq.keywords.includes(',') && row.faq.keywords.includes('|'))).toBe(true);
    expect(rows.filter((row) => row.faq.similar.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.faq.extended.length > 0).length).toBeGreaterThanOrEqual(3);
    for (const faq of DEMO_FAQS) {
      const parsed = faqBodySchema.safeParse({ ...faq, images: [] });
      expect(parsed.success, `${faq.question}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('adds nothing when run again', async () => {
    await seedFaq(database.db, orgId, null);
    expect((await bank()).total).toBe(DEMO_FAQS.length);
    expect(await listCatalogues(database.db, orgId, CATALOG_TYPES.faq)).toHaveLength(3);
  });
});
