import { describe, expect, it } from 'vitest';
import { pickedInstant, pickedIso, pickerValue } from './time';

// Before sign-in the organisation's zone is the default, China time, whatever the machine's zone.
describe("the back office's pickers on the organisation's clock", () => {
  it("hold the organisation's wall time of an instant and give the same instant back, to the millisecond", () => {
    const at = '2030-03-01T01:30:12.345Z';
    expect(pickerValue(at).format('YYYY-MM-DD HH:mm:ss.SSS')).toBe('2030-03-01 09:30:12.345');
    expect(pickedIso(pickerValue(at))).toBe(at);
    expect(pickedInstant(pickerValue(Date.parse(at)))).toBe(Date.parse(at));
  });
});
