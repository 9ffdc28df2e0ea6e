import { createHash } from 'node:crypto';

/**
 * The key a digital human's clip of a line is stored under (`voice_clips.text_hash`): the first 32
 * hex digits of the SHA-256 of its text as said, trimmed. Dubbing stores clips by it, live practice
 * finds them by it.
 */
export const clipTextHash = (text: string): string => createHash('sha256').update(text.trim()).digest('hex').slice(0, 32);
