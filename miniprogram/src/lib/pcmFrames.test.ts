// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { PCM_FRAME_MAX_BYTES } from '@peilian/shared'
import { splitPcmFrame } from './pcmFrames'

describe('splitPcmFrame', () => {
  test('keeps a frame that fits as it is', () => {
    const frame = new Uint8Array([1, 2, 3, 4]).buffer
    expect(splitPcmFrame(frame).map((piece) => [...new Uint8Array(piece)])).toEqual([[1, 2, 3, 4]])
  })

  test('cuts a larger frame into pieces of at most 4096 samples, in order, losing nothing', () => {
    const bytes = new Uint8Array(PCM_FRAME_MAX_BYTES * 2 + 100).map((_, index) => index % 251)
    const pieces = splitPcmFrame(bytes.buffer)
    expect(pieces.map((piece) => piece.byteLength)).toEqual([PCM_FRAME_MAX_BYTES, PCM_FRAME_MAX_BYTES, 100])
    expect(new Uint8Array(pieces.flatMap((piece) => [...new Uint8Array(piece)]))).toEqual(bytes)
  })

  test('an empty frame sends nothing', () => {
    expect(splitPcmFrame(new ArrayBuffer(0))).toEqual([])
  })
})
