import { describe, expect, it } from 'vitest';
import { createRecordingReplayStore, type ReplayPlayer } from './recordingReplay.js';

/** A player that records what it was asked to play and lets the test end each clip. */
function recordingPlayer() {
  const plays: string[] = [];
  let ending: ((failed: boolean) => void) | null = null;
  let stops = 0;
  const player: ReplayPlayer<string> = {
    play(src, onEnd) {
      plays.push(src);
      ending = onEnd;
    },
    stop() {
      stops += 1;
      const end = ending;
      ending = null;
      end?.(false);
    },
  };
  return { player, plays, end: (failed = false) => ending?.(failed), stops: () => stops };
}

describe("the learner's recordings in a report", () => {
  it('plays one turn at a time: a press plays it, a second press stops it, another turn stops the first', async () => {
    const { player, plays, stops } = recordingPlayer();
    const store = createRecordingReplayStore({ load: async (seq) => `turn-${seq}.mp3`, player });
    await store.getState().toggle(1);
    expect(store.getState()).toMatchObject({ playing: 1, loading: null });
    await store.getState().toggle(2);
    expect(store.getState().playing).toBe(2);
    expect(stops()).toBe(1);
    await store.getState().toggle(2);
    expect(store.getState().playing).toBeNull();
    expect(stops()).toBe(2);
    expect(plays).toEqual(['turn-1.mp3', 'turn-2.mp3']);
  });

  it('shows the turn as stopped when its clip ends, and a clip that cannot play as failed', async () => {
    const { player, end } = recordingPlayer();
    const store = createRecordingReplayStore({ load: async (seq) => `turn-${seq}.mp3`, player });
    await store.getState().toggle(1);
    end();
    expect(store.getState()).toMatchObject({ playing: null, failures: {} });
    await store.getState().toggle(1);
    end(true);
    expect(store.getState()).toMatchObject({ playing: null, failures: { 1: { error: null } } });
  });

  it("keeps a failed fetch's error for its turn, cleared by the next press, and plays nothing a stop overtook", async () => {
    const { player, plays } = recordingPlayer();
    const refusal = new Error('not found');
    let fetches = 0;
    let release: () => void = () => undefined;
    const store = createRecordingReplayStore({
      load: (seq) => {
        fetches += 1;
        if (fetches === 1) return Promise.reject(refusal);
        return new Promise<string>((resolve) => (release = () => resolve(`turn-${seq}.mp3`)));
      },
      player,
    });
    await store.getState().toggle(3);
    expect(store.getState().failures).toEqual({ 3: { error: refusal } });

    const pressed = store.getState().toggle(3);
    expect(store.getState()).toMatchObject({ loading: 3, failures: {} });
    store.getState().stop();
    release();
    await pressed;
    expect(store.getState()).toMatchObject({ loading: null, playing: null });
    expect(plays).toEqual([]);
  });
});
