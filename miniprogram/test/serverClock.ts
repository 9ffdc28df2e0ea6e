/**
 * Preloaded into the real server process by `startRealServer({ movableClock: true })`: each
 * SIGUSR2 moves the process's wall clock (`Date`) 31 minutes forward and prints a marker the test
 * waits for, so a test passes the spec's 30-minute pause limit without waiting. Timers are
 * untouched; only the time the server reads moves.
 */
const RealDate = Date
const STEP_MS = 31 * 60_000
/** The marker realServer.ts waits for (not imported there: importing this file moves that process's clock). */
const CLOCK_MOVED = '[serverClock] moved'
let offset = 0

export {}

process.on('SIGUSR2', () => {
  offset += STEP_MS
  process.stdout.write(`${CLOCK_MOVED} ${offset}\n`)
})

class MovableDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset)
    else super(...(args as [string | number | Date]))
  }

  static override now(): number {
    return RealDate.now() + offset
  }
}

globalThis.Date = MovableDate as DateConstructor
