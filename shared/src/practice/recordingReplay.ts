import { createStore, type StoreApi } from 'zustand/vanilla';

/** How an app plays one clip (an InnerAudioContext, an audio element). */
export interface ReplayPlayer<Src> {
  /** Plays `src`, stopping whatever the app was playing; `onEnd` once it ends, is stopped, or cannot play (`failed`). */
  play(src: Src, onEnd: (failed: boolean) => void): void;
  /** Stops the clip playing, if any. */
  stop(): void;
}

export interface RecordingReplayState {
  /** The turn (seq) whose recording plays, null when none does. */
  playing: number | null;
  /** The turn whose recording is being fetched to play. */
  loading: number | null;
  /** Why a turn's recording could not be played: the fetch's error (the app words it; null: it did not play). */
  failures: Readonly<Record<number, { error: unknown }>>;
  /** Plays turn `seq`'s recording, stopping any other; pressed again while it plays or loads, stops it. */
  toggle(seq: number): Promise<void>;
  /** Stops playing and forgets a fetch under way (the page is hidden or left). */
  stop(): void;
}

export type RecordingReplayStore = StoreApi<RecordingReplayState>;

/**
 * The learner's own recordings in a practice report (docs/practice.md "Learner recordings"): a
 * play/stop toggle per spoken turn, one recording at a time, each fetched through the injected
 * `load` (the app downloads `practice.turnAudio` with the session's headers) and played through the
 * injected player. A failed fetch or playback is kept per turn for the app to show.
 */
export function createRecordingReplayStore<Src>({ load, player }: { load: (seq: number) => Promise<Src>; player: ReplayPlayer<Src> }): RecordingReplayStore {
  // Each press is one attempt; an older attempt's fetch or end no longer changes anything.
  let attempt = 0;
  const without = (failures: RecordingReplayState['failures'], seq: number) =>
    Object.fromEntries(Object.entries(failures).filter(([key]) => Number(key) !== seq));

  return createStore<RecordingReplayState>()((set, get) => ({
    playing: null,
    loading: null,
    failures: {},
    stop() {
      attempt += 1;
      const { playing } = get();
      set({ playing: null, loading: null });
      if (playing !== null) player.stop();
    },
    async toggle(seq) {
      const { playing, loading } = get();
      get().stop();
      if (playing === seq || loading === seq) return;
      const mine = attempt;
      set({ loading: seq, failures: without(get().failures, seq) });
      let src: Src;
      try {
        src = await load(seq);
      } catch (error) {
        if (mine === attempt) set({ loading: null, failures: { ...get().failures, [seq]: { error } } });
        return;
      }
      if (mine !== attempt) return;
      set({ loading: null, playing: seq });
      player.play(src, (failed) => {
        if (mine !== attempt) return;
        attempt += 1;
        set({ playing: null, ...(failed ? { failures: { ...get().failures, [seq]: { error: null } } } : {}) });
      });
    },
  }));
}
