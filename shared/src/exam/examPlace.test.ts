import { describe, expect, it } from 'vitest';
import { memoryStorage, type DeviceStorage } from '../outbox/deviceStorage.js';
import { examPlace } from './examPlace.js';

describe("a learner's place in an attempt on the device", () => {
  it('opens again on the question last kept, per learner and attempt', () => {
    const storage = memoryStorage();
    examPlace(storage, 'u1', 'k1').keep(2);
    expect(examPlace(storage, 'u1', 'k1').index(5)).toBe(2);
    expect(examPlace(storage, 'u2', 'k1').index(5)).toBe(0);
    expect(examPlace(storage, 'u1', 'k2').index(5)).toBe(0);
  });

  it("keeps one entry per learner: a new attempt's place replaces the last one's", () => {
    const storage = memoryStorage();
    examPlace(storage, 'u1', 'k1').keep(2);
    examPlace(storage, 'u1', 'k2').keep(3);
    expect(storage.size).toBe(1);
    expect(examPlace(storage, 'u1', 'k2').index(5)).toBe(3);
    expect(examPlace(storage, 'u1', 'k1').index(5)).toBe(0);
  });

  it('opens on the first question when the kept place no longer fits, is forgotten, or storage refuses', () => {
    const storage = memoryStorage();
    const place = examPlace(storage, 'u1', 'k1');
    place.keep(4);
    expect(place.index(3)).toBe(0);
    place.forget();
    expect(storage.size).toBe(0);
    const refusing: DeviceStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => examPlace(refusing, 'u1', 'k1').keep(1)).not.toThrow();
    expect(examPlace(refusing, 'u1', 'k1').index(3)).toBe(0);
  });
});
