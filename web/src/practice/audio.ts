import type { CustomerAudio, PracticeCustomerLine } from '@peilian/shared';
import { fetchLineAudio, fetchVoiceFile } from './practiceApi';

/**
 * The customer's audio. A live line names its voice file (`audio.url`, docs/practice.md "Lines and
 * audio"), fetched as it arrives with the session's headers (an audio element sends none) — through
 * the service worker, which keeps these files, so a line heard before plays at once and offline —
 * and played from a blob URL. Kept per line for the page load, so it can be replayed in the
 * transcript and the report (stored lines keep text only). One clip per text and emotion: the
 * server voices the same line the same way.
 */
const clips = new Map<string, Promise<string>>();

/** Voice files fetched, as object URLs, by their content key (the URL's last segment): the same file in another session is not fetched again. */
const files = new Map<string, Promise<string>>();

const keyOf = (line: Pick<PracticeCustomerLine, 'text' | 'emotion'>) => `${line.emotion}|${line.text}`;

/** Why a line came as text only (the server's translated notice), by line. */
const notices = new Map<string, string>();

function voiceClip(url: string): Promise<string> {
  const file = url.slice(url.lastIndexOf('/') + 1);
  let clip = files.get(file);
  if (!clip) {
    clip = fetchVoiceFile(url).then((blob) => URL.createObjectURL(blob));
    files.set(file, clip);
    clip.catch(() => files.delete(file));
  }
  return clip;
}

export function keepAudio(lines: readonly PracticeCustomerLine[]): void {
  for (const line of lines) {
    const key = keyOf(line);
    if (line.audio) {
      const clip = voiceClip(line.audio.url);
      clips.set(key, clip);
      // A file that could not be fetched is not kept: a replay asks the server for the stored line instead.
      clip.catch(() => {
        if (clips.get(key) === clip) clips.delete(key);
      });
    } else if (line.notice) notices.set(key, line.notice);
  }
}

export function noticeOf(line: Pick<PracticeCustomerLine, 'text' | 'emotion' | 'notice'>): string | null {
  return line.notice ?? notices.get(keyOf(line)) ?? null;
}

/** Whether the live session sent this line with audio (the page holds its clip). */
export function hasAudio(line: Pick<PracticeCustomerLine, 'text' | 'emotion'>): boolean {
  return clips.has(keyOf(line));
}

/** Where a stored line's audio is fetched from: its session, turn (0: the opening) and position there. */
export interface LineSource {
  sessionId: string;
  turn: number;
  index: number;
}

/** Stored lines' audio fetched from the server, as object URLs kept for this page load (a failure is not kept). */
const fetched = new Map<string, Promise<string>>();

/**
 * The audio of a stored line for a report or transcript opened later (docs/practice.md "Replaying
 * the customer"): the server voices the line again the same way; fetched once per line.
 */
function fetchLineClip({ sessionId, turn, index }: LineSource): Promise<string> {
  const key = `${sessionId}|${turn}|${index}`;
  let clip = fetched.get(key);
  if (!clip) {
    clip = fetchLineAudio(sessionId, turn, index).then((blob) => URL.createObjectURL(blob));
    fetched.set(key, clip);
    clip.catch(() => fetched.delete(key));
  }
  return clip;
}

/** A line's clip to replay: the live session's voice file when the page has it, else (`source`) the stored line's audio; null: none. */
export function lineClip(line: Pick<PracticeCustomerLine, 'text' | 'emotion'>, source: LineSource | undefined): Promise<string> | null {
  return clips.get(keyOf(line)) ?? (source ? fetchLineClip(source) : null);
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
    const src = await clips.get(keyOf(line))?.catch(() => null);
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
