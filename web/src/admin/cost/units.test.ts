import { describe, expect, it } from 'vitest';
import { bytesToGb, friendlyAmount, gbToBytes, GIB, storageText, storedPrice, usedPercent } from './units';

describe('the units of the cost centre', () => {
  it('shows a price per the unit a person thinks in, whatever unit it was stored per', () => {
    expect(friendlyAmount({ service: 'asr', per: 60_000, amount: 12 })).toBe(12);
    // 1 fen per second of audio is 60 fen a minute.
    expect(friendlyAmount({ service: 'asr', per: 1000, amount: 1 })).toBe(60);
    // 1 fen per 1 000 tokens is 1 000 fen per million; 3 fen per 7 characters a fraction per 10 000.
    expect(friendlyAmount({ service: 'llm', per: 1000, amount: 1 })).toBe(1000);
    expect(friendlyAmount({ service: 'tts', per: 7, amount: 3 })).toBe(4285.71);
    expect(friendlyAmount({ service: 'sms', per: 1, amount: 5 })).toBe(5);
    expect(friendlyAmount({ service: 'video', per: 1, amount: 2 })).toBe(120);
  });

  it('stores a friendly price as fen per its raw units', () => {
    expect(storedPrice('asr', 30)).toEqual({ service: 'asr', per: 60_000, amount: 30 });
    expect(storedPrice('embedding', 50)).toEqual({ service: 'embedding', per: 1_000_000, amount: 50 });
    expect(storedPrice('storage', 100)).toEqual({ service: 'storage', per: GIB, amount: 100 });
  });

  it('turns storage between bytes and GB and names it', () => {
    expect(gbToBytes(1)).toBe(GIB);
    expect(gbToBytes(0.1)).toBe(Math.round(GIB / 10));
    expect(gbToBytes(2.5)).toBe(GIB * 2.5);
    expect(bytesToGb(gbToBytes(20.25))).toBe(20.25);
    expect(storageText(5 * 1024 * 1024)).toBe('5 MB');
    expect(storageText(GIB * 3.25)).toBe('3.25 GB');
  });

  it('says how full a resource is, or that it has no limit', () => {
    expect(usedPercent(5, 10)).toBe(50);
    expect(usedPercent(15, 10)).toBe(100);
    expect(usedPercent(3, null)).toBeNull();
    expect(usedPercent(0, 0)).toBe(0);
    expect(usedPercent(1, 0)).toBe(100);
  });
});
