// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endFirstSight, FIRST_SIGHT_ID, paintFirstSight } from './firstSight';

// The app's start may have ended the first sight in a file before this one (the flag is a global).
function noFirstSightYet() {
  document.body.replaceChildren();
  globalThis.peilianFirstSightEnded = undefined;
}
beforeEach(noFirstSightYet);
afterEach(noFirstSightYet);

const sight = () => document.getElementById(FIRST_SIGHT_ID);

describe("the centre's first sight", () => {
  it('paints the centre’s frame with the banner, hidden from screen readers, once', () => {
    paintFirstSight('/files/a.png');
    paintFirstSight('/files/b.png');
    expect(document.querySelectorAll(`#${FIRST_SIGHT_ID}`)).toHaveLength(1);
    expect(sight()?.getAttribute('aria-hidden')).toBe('true');
    expect(sight()?.querySelector('.centre-head + .banner-carousel .banner-slide img')?.getAttribute('src')).toBe('/files/a.png');
    expect(sight()?.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
  });

  it('goes when the app ends it, and a head start answered later paints nothing', () => {
    paintFirstSight('/files/a.png');
    endFirstSight();
    expect(sight()).toBeNull();
    paintFirstSight('/files/a.png');
    expect(sight()).toBeNull();
  });
});
