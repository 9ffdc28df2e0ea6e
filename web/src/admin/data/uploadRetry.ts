/** How often an upload's request is retried after the connection drops, and how long to wait between tries. */
export const MAX_RETRIES = 8;
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/** Waits before try `tries` (0…): longer each time, up to 8 s. */
export const waitBeforeRetry = (tries: number) =>
  new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[Math.min(tries, RETRY_DELAYS_MS.length - 1)]));
