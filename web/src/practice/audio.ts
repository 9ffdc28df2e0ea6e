import type { PracticeCustomerLine } from '@peilian/shared';

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

let current: HTMLAudioElement | null = null;

/** Plays a clip, stopping the one playing; resolves when it ends or cannot play (autoplay refused). */
export function playClip(src: string): Promise<void> {
  current?.pause();
  const audio = new Audio(src);
  current = audio;
  return new Promise((resolve) => {
    audio.onended = () => resolve();
    audio.onerror = () => resolve();
    audio.play().catch(() => resolve());
  });
}

/** Plays the lines just spoken one after another (those with audio). */
export async function playLines(lines: readonly PracticeCustomerLine[]): Promise<void> {
  for (const line of lines) {
    const src = audioOf(line);
    if (src) await playClip(src);
  }
}

export function stopAudio(): void {
  current?.pause();
  current = null;
}
