import type { CustomerAudio, PracticeCustomerLine } from '@peilian/shared';
import { fetchLineAudio } from './practiceApi';

/**
 * The customer's audio as the live session sent it (stored lines keep text only), kept for this
 * page load so a line can be replayed in the transcript and the report. One clip per text and
 * emotion: the server voices the same line the same way.
 */
const clips = new Map<string, string>();

const keyOf = (line: Pick<PracticeCustomerLine, 'text' | 'emotion'>) => `${line.emotion}|${line.text}`;

/** Why a line came as text only (the server's translated notice), by line. */
const notices = new Map<string, string>();

export function keepAudio(lines: readonly PracticeCustomerLine[]): void {
  for (const line of lines) {
    if (line.audio?.base64) clips.set(keyOf(line), `data:audio/${line.audio.format};base64,${line.audio.base64}`);
    else if (line.notice) notices.set(keyOf(line), line.notice);
  }
}

export function noticeOf(line: Pick<PracticeCustomerLine, 'text' | 'emotion' | 'notice'>): string | null {
  return line.notice ?? notices.get(keyOf(line)) ?? null;
}

export function audioOf(line: Pick<PracticeCustomerLine, 'text' | 'emotion'>): string | null {
  return clips.get(keyOf(line)) ?? null;
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
export function fetchLineClip({ sessionId, turn, index }: LineSource): Promise<string> {
  const key = `${sessionId}|${turn}|${index}`;
  let clip = fetched.get(key);
  if (!clip) {
    clip = fetchLineAudio(sessionId, turn, index).then((blob) => URL.createObjectURL(blob));
    fetched.set(key, clip);
    clip.catch(() => fetched.delete(key));
  }
  return clip;
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
    const src = audioOf(line);
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
