/**
 * Preloaded into a server process started with `startServerProcess({ clockStepMs })`: each SIGUSR2
 * moves the process's wall clock (`Date`) forward by `SERVER_CLOCK_STEP_MS` and prints a marker
 * the test waits for, so a test passes a time limit (a 30-minute pause, a scheduled publication)
 * without waiting for it. Timers are untouched; only the time the server reads moves.
 */
const RealDate = Date;
const STEP_MS = Number(process.env.SERVER_CLOCK_STEP_MS);
/** The marker serverProcess.ts waits for (not imported there: importing this file moves that process's clock). */
const CLOCK_MOVED = '[serverClock] moved';
let offset = 0;

if (!(STEP_MS > 0)) throw new Error('serverClock: SERVER_CLOCK_STEP_MS must be a positive number of milliseconds');

process.on('SIGUSR2', () => {
  offset += STEP_MS;
  process.stdout.write(`${CLOCK_MOVED} ${offset}\n`);
});

class MovableDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = MovableDate as DateConstructor;

export {};
