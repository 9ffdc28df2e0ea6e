/** Where the server reads the time; tests inject one they can move instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A moment `seconds` after `from`. */
export const addSeconds = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
