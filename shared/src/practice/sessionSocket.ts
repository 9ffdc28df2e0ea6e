import type { Clock } from '../time/clock.js';
import type { Connectivity, PracticeConnection, PracticeSocketPort } from './sessionPort.js';
import { runSessionTimers, type TimedStore } from './sessionTimers.js';

interface Attachment {
  store: TimedStore;
  clock: Clock;
  setConnection(state: { connection: PracticeConnection; connectError?: string }): void;
  /** Joins the kept session again over the socket just connected. */
  join(port: PracticeSocketPort): Promise<void>;
  /** Runs on every connect (the web sends its waiting recordings). */
  connected(): void;
}

/**
 * The practice store's side of a live socket: "connecting" until the first connect, "reconnecting"
 * after a drop (and at once when the platform reports the network gone), "failed" once the client
 * gives up; the session is joined again on every connect, and the timers run while attached.
 */
export function attachSocket(
  port: PracticeSocketPort,
  connectivity: Connectivity | undefined,
  { store, clock, setConnection, join, connected }: Attachment,
): () => void {
  let everConnected = false;
  setConnection({ connection: 'connecting' });
  const stopEvents = port.onEvent((event) => {
    if (event.type === 'connect') {
      everConnected = true;
      setConnection({ connection: 'online', connectError: '' });
      void join(port);
      connected();
    } else if (event.type === 'disconnect' || event.retrying) setConnection({ connection: everConnected ? 'reconnecting' : 'connecting' });
    else setConnection({ connection: 'failed', connectError: event.message });
  });
  // The platform knows first: drop the socket at once and come back when the network does.
  const stopNetwork = connectivity?.subscribe((online) => {
    if (!online) {
      port.disconnect();
      setConnection({ connection: 'reconnecting' });
    } else if (!port.connected()) port.connect();
  });
  const stopTimers = runSessionTimers(store, clock);
  return () => {
    stopTimers();
    stopNetwork?.();
    stopEvents();
    port.close();
  };
}
