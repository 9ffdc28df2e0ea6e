import type { TtsProvider, TtsRequest, TtsResult } from './types.js';

/**
 * A TTS provider that keeps the audio of the lines it has voiced, least recently used first out
 * once `maxBytes` of audio are kept. A scenario's customer says the same scripted lines in every
 * session, so after the first they cost no synthesis — for espeak-ng no process start, which
 * stalls a server holding a large heap (docs/benchmarks.md "Practice"). Callers asking for the
 * same line at once share one synthesis; a failed one is not kept, so the next call tries again.
 */
export function cachedTts(provider: TtsProvider, maxBytes: number): TtsProvider {
  if (maxBytes <= 0) return provider;
  const kept = new Map<string, Promise<TtsResult>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  const drop = (key: string) => {
    kept.delete(key);
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  const keep = (key: string, result: TtsResult) => {
    if (!kept.has(key) || result.audio.length > maxBytes) return drop(key);
    sizes.set(key, result.audio.length);
    bytes += result.audio.length;
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break;
      if (sizes.has(oldest)) drop(oldest);
    }
  };

  return {
    name: provider.name,
    synthesize(request: TtsRequest, signal?: AbortSignal): Promise<TtsResult> {
      const key = JSON.stringify([request.voice, request.language, request.speed ?? 1, request.text]);
      const hit = kept.get(key);
      if (hit) {
        // Most recently used goes last.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const pending = provider.synthesize(request, signal);
      kept.set(key, pending);
      pending.then(
        (result) => keep(key, result),
        () => drop(key),
      );
      return pending;
    },
  };
}
