import { describe, expect, test } from 'vitest';
import { createStopwatch } from './stopwatch.js';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('stopwatch', () => {
  test('measures only while running, in whole seconds, keeping the fraction for the next take', () => {
    const time = clock();
    const watch = createStopwatch(time.now);
    time.advance(5_000);
    expect(watch.takeSeconds()).toBe(0);
    watch.start();
    time.advance(2_600);
    expect(watch.peekSeconds()).toBe(2);
    expect(watch.takeSeconds()).toBe(2);
    time.advance(500);
    watch.stop();
    time.advance(60_000);
    expect(watch.running()).toBe(false);
    expect(watch.takeSeconds()).toBe(1);
    expect(watch.takeSeconds()).toBe(0);
  });

  test('starting twice does not restart the measurement', () => {
    const time = clock();
    const watch = createStopwatch(time.now);
    watch.start();
    time.advance(3_000);
    watch.start();
    time.advance(1_000);
    expect(watch.takeSeconds()).toBe(4);
  });

  test('a gap between readings longer than the limit adds only the limit', () => {
    const time = clock();
    const watch = createStopwatch(time.now, { maxGapMs: 2_000 });
    watch.start();
    time.advance(1_000);
    expect(watch.peekSeconds()).toBe(1);
    time.advance(30_000);
    expect(watch.takeSeconds()).toBe(3);
  });
});
