/** The recorder's format (learner-and-session §9 "Recorder"): mp3, 16 kHz, 16 kbps, mono 16-bit PCM in. */
export const RECORDER_AUDIO = { sampleRate: 16_000, kbps: 16, channels: 1 } as const;
