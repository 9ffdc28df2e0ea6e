import { createLineClips, keptLoads, type CustomerAudio, type PracticeCustomerLine } from '@peilian/shared';
import { fetchLineAudio, fetchVoiceFile } from './practiceApi';

/**
 * The customer's audio (shared `createLineClips`): a live line's voice file is fetched as it arrives
 * with the session's headers (an audio element sends none) — through the service worker, which keeps
 * these files, so a line heard before plays at once and offline — and played from an object URL,
 * kept for the page load. The same file in another session is not fetched again (its content key is
 * the URL's last segment).
 */
const voiceFiles = keptLoads<string>();
const spoken = createLineClips((url) => voiceFiles(url.slice(url.lastIndexOf('/') + 1), () => fetchVoiceFile(url).then((blob) => URL.createObjectURL(blob))));

export const keepAudio = spoken.keep;
export const noticeOf = spoken.noticeOf;

/** Whether the live session sent this line with audio (the page holds its clip). */
export const hasAudio = (line: Pick<PracticeCustomerLine, 'text' | 'emotion'>): boolean => spoken.live(line) !== null;

/** Where a stored line's audio is fetched from: its session, turn (0: the opening) and position there. */
export interface LineSource {
  sessionId: string;
  turn: number;
  index: number;
}

/**
 * Stored lines' audio for a report or transcript opened later (docs/practice.md "Replaying the
 * customer"): the server voices the line again the same way; fetched once per line, as object URLs
 * kept for this page load.
 */
const storedLines = keptLoads<string>();

/** A line's clip to replay: the live session's voice file when the page has it, else (`source`) the stored line's audio; null: none. */
export function lineClip(line: Pick<PracticeCustomerLine, 'text' | 'emotion'>, source: LineSource | undefined): Promise<string> | null {
  if (!source) return spoken.live(line);
  const { sessionId, turn, index } = source;
  return (
    spoken.live(line) ?? storedLines(`${sessionId}|${turn}|${index}`, () => fetchLineAudio(sessionId, turn, index).then((blob) => URL.createObjectURL(blob)))
  );
}

let current: { audio: HTMLAudioElement; done: () => void } | null = null;

/** Stops the clip playing; its `playClip` resolves. */
function halt(): void {
  current?.audio.pause();
  current?.done();
  current = null;
}

/** Plays a clip, stopping the one playing; resolves when it ends, cannot play (autoplay refused) or is stopped. */
export function playClip(src: string): Promise<void> {
  halt();
  const audio = new Audio(src);
  return new Promise((resolve) => {
    const playing = { audio, done: () => resolve() };
    current = playing;
    const finish = () => {
      if (current === playing) current = null;
      resolve();
    };
    audio.onended = finish;
    audio.onerror = finish;
    audio.play().catch(finish);
  });
}

/** The newest `playLines`: an older list stops when a newer one starts. */
let generation = 0;

/**
 * Plays the lines just spoken one after another (those with audio); a newer list or a replay cuts
 * it short. Resolves when it is done: the practice store holds the customer's turn until then.
 */
export async function playLines(lines: readonly PracticeCustomerLine[]): Promise<void> {
  const mine = ++generation;
  for (const line of lines) {
    const src = await spoken.live(line)?.catch(() => null);
    if (generation !== mine) return;
    if (src) await playClip(src);
    if (generation !== mine || current !== null) return;
  }
}

/** Stops every clip and list (the page is left). */
export function stopAudio(): void {
  generation++;
  halt();
}

/** The customer's voice as the shared practice store plays it. */
export const customerAudio: CustomerAudio = { keep: keepAudio, play: playLines, stop: stopAudio };
