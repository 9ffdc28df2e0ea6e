import type { PracticeCustomerLine } from '../schemas/practiceSession.js';

/**
 * Loads kept by key (for the page load, or the app's run): a second ask for a key shares the first
 * load; a load that failed is not kept, so the next ask loads again.
 */
export function keptLoads<Clip>(): (key: string, load: () => Promise<Clip>) => Promise<Clip> {
  const kept = new Map<string, Promise<Clip>>();
  return (key, load) => {
    let clip = kept.get(key);
    if (!clip) {
      const loading = load();
      kept.set(key, loading);
      loading.catch(() => {
        if (kept.get(key) === loading) kept.delete(key);
      });
      clip = loading;
    }
    return clip;
  };
}

type SpokenLine = Pick<PracticeCustomerLine, 'text' | 'emotion'>;

/** The customer's live lines as both learner apps keep them, each app bringing the clip of a voice file. */
export interface LineClips<Clip> {
  /** Keeps the clips of lines just spoken (their voice files fetched as they arrive), or why a line came as text only. */
  keep(lines: readonly PracticeCustomerLine[]): void;
  /** The live line's clip, when the session sent the line with audio (while the page or the run lasts). */
  live(line: SpokenLine): Promise<Clip> | null;
  /** Why a line came as text only (the server's translated notice). */
  noticeOf(line: SpokenLine & Pick<PracticeCustomerLine, 'notice'>): string | null;
}

/**
 * The customer's audio (docs/practice.md "Lines and audio"): a live line names its voice file
 * (`audio.url`), which `voiceFile` turns into a clip the app can play (an object URL on the web, a
 * file in the user data folder in the mini-program). One clip per text and emotion: the server
 * voices the same line the same way, so a line is replayed in the transcript and the report (stored
 * lines keep text only). A file that could not be fetched is not kept: a replay asks the server for
 * the stored line instead.
 */
export function createLineClips<Clip>(voiceFile: (url: string) => Promise<Clip>): LineClips<Clip> {
  const clips = new Map<string, Promise<Clip>>();
  const notices = new Map<string, string>();
  const keyOf = (line: SpokenLine) => `${line.emotion}|${line.text}`;
  return {
    keep(lines) {
      for (const line of lines) {
        const key = keyOf(line);
        if (line.audio) {
          const clip = voiceFile(line.audio.url);
          clips.set(key, clip);
          clip.catch(() => {
            if (clips.get(key) === clip) clips.delete(key);
          });
        } else if (line.notice) notices.set(key, line.notice);
      }
    },
    live: (line) => clips.get(keyOf(line)) ?? null,
    noticeOf: (line) => line.notice ?? notices.get(keyOf(line)) ?? null,
  };
}
