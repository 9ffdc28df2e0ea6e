import { describe, expect, it } from 'vitest';
import { servingLayers } from '../test/routeMatch.js';
import { OPEN_CAPABILITIES, SPEC_CALLS } from '../test/specCalls.js';

/**
 * The spec's calls (test/specCalls.ts) are served: each one's method on its path shape reaches a
 * route, not the unknown-path or wrong-method answer. A call still pending must not be served yet,
 * so the pending list shrinks as capabilities land and cannot go stale.
 */

const named = (call: (typeof SPEC_CALLS)[number]) => `${call[0]}: ${call[1]} ${call[2]}`;

describe("the spec's calls", () => {
  it('lists each call once', () => {
    const keys = SPEC_CALLS.map((call) => `${call[1]} ${call[2]}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(SPEC_CALLS.length).toBeGreaterThan(110);
  });

  it('serves every call that is not pending', () => {
    const missing = SPEC_CALLS.filter((call) => call[3] === undefined && servingLayers(call[1], call[2]).length === 0).map(named);
    expect(missing).toEqual([]);
  });

  it('keeps pending only calls not served yet, each owned by an open capability that owns one', () => {
    expect(SPEC_CALLS.filter((call) => call[3] !== undefined && servingLayers(call[1], call[2]).length > 0).map(named)).toEqual([]);
    const owning = new Set(SPEC_CALLS.flatMap((call) => (call[3] ? [call[3]] : [])));
    expect(OPEN_CAPABILITIES.filter((capability) => !owning.has(capability))).toEqual([]);
  });
});
