import { describe, expect, it } from 'vitest';
import { individuateRequestSchema, watermarkSettingSchema } from '../schemas/look.js';
import { DEFAULT_LOOK, loadLook, loginLookOrg, parseLook } from './look.js';

const ORG = '0b6a3f5e-8d1c-4c2a-9f4e-2a7b9c1d3e5f';
const LOGO = `/files/${ORG}/individuate/20260301/abcdef.png`;

describe('the look a client reads', () => {
  it('keeps each well-formed field and the default for every other', () => {
    const data = JSON.stringify({
      trainlogo: LOGO,
      backstagelogo: 'javascript:alert(1)',
      smalllogo: 42,
      bgimg: 'https://elsewhere.test/a.png',
      primarycolor: '#AA3300',
      secondcolor: 'red',
    });
    expect(parseLook(data)).toEqual({ ...DEFAULT_LOOK, trainlogo: LOGO, primarycolor: '#aa3300' });
  });

  it('is the default look for data that is not a JSON object', () => {
    for (const data of ['', 'not json', 'null', '[1]', '"text"']) expect(parseLook(data)).toEqual(DEFAULT_LOOK);
  });

  it("says the spec's message and keeps the default look when it cannot be fetched", async () => {
    await expect(loadLook(() => Promise.reject(new Error('offline')))).resolves.toEqual({ look: DEFAULT_LOOK, error: 'learner.lookFailed' });
    await expect(loadLook(() => Promise.resolve({ setting: { data: JSON.stringify({ trainlogo: LOGO }) } }))).resolves.toEqual({
      look: { ...DEFAULT_LOOK, trainlogo: LOGO },
      error: null,
    });
  });
});

describe("the login page's organisation", () => {
  it("is the link's, else the device's last, else none; only an organisation id counts", () => {
    const last = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    expect(loginLookOrg(ORG, last)).toBe(ORG);
    expect(loginLookOrg(null, last)).toBe(last);
    expect(loginLookOrg('', last)).toBe(last);
    expect(loginLookOrg(null, null)).toBeUndefined();
    expect(loginLookOrg('../admin', null)).toBeUndefined();
  });
});

describe('the watermark option the back office sends', () => {
  it('needs a text only for the custom option, trimmed, at most 30 characters', () => {
    expect(watermarkSettingSchema.parse({ waterprint: 1, content: 'enterprise' })).toEqual({ waterprint: 1, content: 'enterprise', watertext: '' });
    expect(watermarkSettingSchema.parse({ waterprint: '0', content: 'custom', watertext: ' 机密 ' })).toEqual({
      waterprint: 0,
      content: 'custom',
      watertext: '机密',
    });
    const issues = (body: unknown) => watermarkSettingSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(issues({ waterprint: 1, content: 'custom', watertext: ' ' })).toEqual(['settings.watertextRequired']);
    expect(issues({ waterprint: 1, content: 'custom', watertext: '字'.repeat(31) })).toEqual(['settings.watertextTooLong']);
    expect(issues({ waterprint: 1, content: 'all' })).toEqual(['validation.invalidValue']);
  });
});

describe('the personalisation the back office sends', () => {
  it('takes the look as an object or as the JSON string of the original product, defaults filled in', () => {
    const expected = { ...DEFAULT_LOOK, trainlogo: LOGO, primarycolor: '#0958d9' };
    expect(individuateRequestSchema.parse({ data: { trainlogo: LOGO, primarycolor: '#0958D9' } })).toEqual({ data: expected });
    expect(individuateRequestSchema.parse({ data: JSON.stringify({ trainlogo: LOGO, primarycolor: '#0958D9' }) })).toEqual({ data: expected });
  });

  it('refuses an image that is not an upload of the personalisation, a colour not #rrggbb and an unknown field', () => {
    const issues = (data: unknown) => individuateRequestSchema.safeParse({ data }).error?.issues.map((issue) => issue.message);
    expect(issues({ bgimg: `/files/${ORG}/avatar/20260301/abcdef.png` })).toEqual(['settings.imageInvalid']);
    expect(issues({ smalllogo: 'data:image/png;base64,AAAA' })).toEqual(['settings.imageInvalid']);
    expect(issues({ secondcolor: '#12345g' })).toEqual(['settings.colourInvalid']);
    // White button text must stay readable on the primary colour; the second colour is never under text.
    expect(issues({ primarycolor: '#ffcc00' })).toEqual(['settings.colourContrast']);
    expect(issues({ primarycolor: '#0958d9', secondcolor: '#ffcc00' })).toBeUndefined();
    expect(issues({ logo: LOGO })).toHaveLength(1);
  });
});
