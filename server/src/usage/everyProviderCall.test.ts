import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Metering at the provider boundary (docs/billing.md "Usage and metering"): every call of a paid
 * provider method in the server's source sits in a file that records usage (`recordUse`,
 * `recordStored`, `recordSms`, `recognitionUse`, or `insertUsage` in a background job), so a new
 * provider call without a usage row fails here. Provider implementations (`src/providers/`) and
 * tests are not callers. The few calls that are not billed are listed with why.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'providers' && dir === SRC ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The paid methods, by service: a call is `<receiver>.<method>(` (or the named function). */
const PAID_CALLS: Record<string, RegExp> = {
  'llm chat': /\.(customerReply|roleplayReply|coachReview|similarSpeeches|similarQuestions|completion|complete)\(/,
  'llm stream': /\b(client|chat|model|llm)\.stream\(/,
  'tts synthesize': /\.synthesize\(/,
  'asr stream': /\.openStream\(|new Recognitions\(/,
  'asr file recognition': /\brecognition\.submit\(/,
  embeddings: /\bembeddings\.embed\(/,
  sms: /\bsms\.(send|notify)\(/,
  voiceprint: /\bprovider\.(enrol|verify|identify)\(/,
  'video processing': /(?<!function )\btranscode\(/,
};

const RECORDS = /\b(recordUse|recordStored|recordSms|recognitionUse|insertUsage)\(/;

/** Files whose paid calls record nothing, and why (paths relative to src/). */
const EXCEPTIONS: Record<string, string> = {
  // The stream wrapper: it reports the audio it carried through the `onClosed` its callers must pass (`recognitionUse`).
  'realtime/recognition.ts': 'a wrapper; its callers (`new Recognitions`) record',
  // Voiceprint checks are not a billed service (BILLED_SERVICES has none): the price list cannot price them.
  'identity/voiceprint/register.ts': 'voiceprint: not billed',
  'identity/voiceprint/socket.ts': 'voiceprint: not billed',
  'identity/voiceprint/login.ts': 'voiceprint: not billed',
  'practice/session/voiceCheck.ts': 'voiceprint: not billed',
  // The bucket's multipart `complete` is object storage, metered as `storage` where the upload completes.
  'library/uploads/direct.ts': 'object storage `complete`, not a model call',
};

interface CallSite {
  file: string;
  line: number;
  kind: string;
}

function callSites(): CallSite[] {
  return sourceFiles(SRC).flatMap((full) => {
    const file = path.relative(SRC, full).split(path.sep).join('/');
    return readFileSync(full, 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        Object.entries(PAID_CALLS)
          .filter(([, pattern]) => pattern.test(text) && !text.trim().startsWith('*') && !text.trim().startsWith('//'))
          .map(([kind]) => ({ file, line: index + 1, kind })),
      );
  });
}

describe('every paid provider call records usage', () => {
  const sites = callSites();

  it('finds the call sites of every paid service', () => {
    const kinds = new Set(sites.map((site) => site.kind));
    expect([...kinds].sort()).toEqual(
      Object.keys(PAID_CALLS)
        .filter((kind) => kind !== 'llm stream')
        .sort(),
    );
  });

  it('has a usage record in every calling file, or a listed reason', () => {
    const unrecorded = sites.filter((site) => !EXCEPTIONS[site.file] && !RECORDS.test(readFileSync(path.join(SRC, site.file), 'utf8')));
    expect(unrecorded.map((site) => `${site.file}:${site.line} (${site.kind})`)).toEqual([]);
  });

  it('lists no exception that no longer calls a provider', () => {
    const calling = new Set(sites.map((site) => site.file));
    expect(Object.keys(EXCEPTIONS).filter((file) => !calling.has(file))).toEqual([]);
  });
});
