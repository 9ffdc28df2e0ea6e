import type { RenderedPage, TouchPoints } from './weappHarness'

/**
 * A finger on an element of a rendered page, as WeChat reports it: touchstart where it goes down,
 * touchmove as it slides, touchend where it lifts, touchcancel when the phone takes the touch away
 * (an incoming call). The simulator builds DOM touch events from these; jsdom has no `Touch`, so a
 * plain record of the same fields stands in for one.
 */

const host = globalThis as unknown as { Touch?: unknown }
if (host.Touch === undefined)
  host.Touch = class Touch {
    constructor(init: Record<string, unknown>) {
      Object.assign(this, init)
    }
  }

export interface Finger {
  /** Slides to `up` CSS px above where the finger went down (negative: below). */
  slide(up: number): Promise<void>
  /** Lifts the finger where it is. */
  lift(): Promise<void>
  /** The phone takes the touch away (touchcancel). */
  taken(): Promise<void>
}

const X = 180
const START_Y = 600
const at = (y: number, down: boolean): TouchPoints => ({ touches: down ? [{ x: X, y }] : [], changedTouches: [{ x: X, y }] })

/** Puts a finger down on `id` and answers how it moves on. */
export async function press(page: RenderedPage, id: string): Promise<Finger> {
  let y = START_Y
  await page.dispatch(id, 'touchstart', {}, at(y, true))
  return {
    async slide(up) {
      y = START_Y - up
      await page.dispatch(id, 'touchmove', {}, at(y, true))
    },
    lift: () => page.dispatch(id, 'touchend', {}, at(y, false)),
    taken: () => page.dispatch(id, 'touchcancel', {}, at(y, false)),
  }
}
