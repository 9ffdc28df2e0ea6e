import { PCM_FRAME_MAX_BYTES } from '@peilian/shared'

/**
 * Cuts a recorder frame into frames the voice socket takes (learner-and-session §9: at most 4096
 * 16-bit samples, `PCM_FRAME_MAX_BYTES`). Each piece is its own ArrayBuffer of whole samples; an
 * odd trailing byte (never produced by a 16-bit recorder) is dropped.
 */
export function splitPcmFrame(frame: ArrayBuffer, maxBytes: number = PCM_FRAME_MAX_BYTES): ArrayBuffer[] {
  const usable = frame.byteLength - (frame.byteLength % 2)
  const pieces: ArrayBuffer[] = []
  for (let at = 0; at < usable; at += maxBytes) pieces.push(frame.slice(at, Math.min(usable, at + maxBytes)))
  return pieces
}
