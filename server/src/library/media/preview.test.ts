import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTranslator, mediaResponseSchema, viewKeyResponseSchema, type AdminMedia } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathWithoutConverter } from '../../../test/converterPath.js';
import { startTestServer, tempDir, type TestServer } from '../../../test/harness.js';
import { FIXTURES, zipOf } from '../../../test/libraryFixtures.js';
import { uploadMedia } from '../../../test/libraryClient.js';
import { adminCaller } from '../../../test/peopleClient.js';

/**
 * The document converter through its interface: a small stand-in `soffice` on PATH that takes
 * LibreOffice's arguments and writes a PDF into `--outdir` (or fails for a document saying FAIL).
 * With HOLD_CONVERSION naming a file, it waits until that file exists, so a test sees the
 * conversion under way however fast the machine. LibreOffice itself is too large for CI.
 */
const FAKE_SOFFICE = `#!/bin/sh
while [ -n "$HOLD_CONVERSION" ] && [ ! -e "$HOLD_CONVERSION" ]; do sleep 0.05; done
out=""; input=""
while [ $# -gt 0 ]; do
  case "$1" in
    --outdir) out="$2"; shift 2 ;;
    *) input="$1"; shift ;;
  esac
done
if grep -q FAIL "$input"; then echo "conversion failed" >&2; exit 1; fi
name=$(basename "$input"); name="\${name%.*}"
printf '%%PDF-1.4\\n%% converted by the stand-in\\n%%%%EOF\\n' > "$out/$name.pdf"
`;

const en = createTranslator('en');
let server: TestServer;
let token: string;
let admin: ReturnType<typeof adminCaller>;
let bin: { dir: string; remove: () => Promise<void> };
const originalPath = process.env.PATH ?? '';

beforeAll(async () => {
  bin = await tempDir('peilian-converter-');
  await writeFile(path.join(bin.dir, 'soffice'), FAKE_SOFFICE);
  await chmod(path.join(bin.dir, 'soffice'), 0o755);
  server = await startTestServer();
  token = await server.login('superadmin');
  admin = adminCaller(server.fetch, token);
});
afterAll(async () => {
  process.env.PATH = originalPath;
  await server?.close();
  await bin?.remove();
});

async function settled(id: string): Promise<AdminMedia> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const media = mediaResponseSchema.parse((await admin('GET', `/api/admin/v3/media/${id}`)).body).media;
    if (media.previewstatus !== 'pending') return media;
    await sleep(50);
  }
  throw new Error('the preview never settled');
}

describe('document previews', () => {
  it('converts an Office document to PDF in the background when a converter is installed', async () => {
    process.env.PATH = `${bin.dir}${path.delimiter}${originalPath}`;
    const release = path.join(bin.dir, 'release');
    process.env.HOLD_CONVERSION = release;
    let media: AdminMedia;
    try {
      media = await uploadMedia(server.fetch, token, { kind: 'file', filename: '年度计划.docx', bytes: FIXTURES.docx });
      expect(media.previewstatus).toBe('pending');
      await writeFile(release, '');
      expect((await settled(media.id)).previewstatus).toBe('ready');
    } finally {
      delete process.env.HOLD_CONVERSION;
    }
    const key = viewKeyResponseSchema.parse((await admin('GET', `/api/trainning/v3/media/viewkey?fileid=${media.id}`)).body);
    expect(key.previewurl).toMatch(/\/preview\?key=/);
    const preview = await server.fetch(key.previewurl);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(await preview.text()).toContain('converted by the stand-in');
    const original = await server.fetch(key.contenturl);
    expect(Buffer.from(await original.arrayBuffer()).equals(FIXTURES.docx)).toBe(true);
  });

  it('marks a document the converter cannot handle as failed', async () => {
    process.env.PATH = `${bin.dir}${path.delimiter}${originalPath}`;
    const broken = zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': 'FAIL' });
    const media = await uploadMedia(server.fetch, token, { kind: 'file', filename: 'broken.pptx', bytes: broken });
    expect((await settled(media.id)).previewstatus).toBe('failed');
    const key = viewKeyResponseSchema.parse((await admin('GET', `/api/trainning/v3/media/viewkey?fileid=${media.id}`)).body);
    expect(key.previewurl).toBe('');
    const refused = await server.fetch(`/api/media/${media.id}/preview?key=${encodeURIComponent(key.key)}`, { headers: { 'Accept-Language': 'en' } });
    expect(await refused.json()).toMatchObject({ errcode: 40414, errmsg: en('errors.library.previewUnavailable') });
  });

  it('says the preview is unavailable when no converter is installed', async () => {
    process.env.PATH = pathWithoutConverter(originalPath);
    const media = await uploadMedia(server.fetch, token, { kind: 'file', filename: '报表.xlsx', bytes: FIXTURES.xlsx });
    expect(media.previewstatus).toBe('unavailable');
    expect(en('library.preview.unavailable')).toMatch(/no document converter/);
  });
});
