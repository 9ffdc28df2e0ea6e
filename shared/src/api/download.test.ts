import { describe, expect, it } from 'vitest';
import { utf8Encode } from '../crypto/utf8.js';
import { bodyOfBytes, dispositionFileName, downloadedFile, isArrayBuffer, lowerCaseHeaders } from './download.js';

const bytesOf = (text: string): ArrayBuffer => utf8Encode(text).slice().buffer;

describe('a downloaded file', () => {
  it('is named by the UTF-8 name of its Content-Disposition, else the plain one, else not at all', () => {
    const chinese = encodeURIComponent('任务报表-2026-11-23.xlsx');
    expect(dispositionFileName(`attachment; filename="report.xlsx"; filename*=UTF-8''${chinese}`)).toBe('任务报表-2026-11-23.xlsx');
    expect(dispositionFileName('attachment; filename="students.xlsx"')).toBe('students.xlsx');
    expect(dispositionFileName('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A")).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });

  it('takes its type and name from the headers, a generic type when none is said', () => {
    const bytes = new ArrayBuffer(3);
    const headers = { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="s.json"' };
    expect(downloadedFile(bytes, headers)).toEqual({ bytes, type: 'application/json', name: 's.json' });
    expect(downloadedFile(bytes)).toEqual({ bytes, type: 'application/octet-stream' });
  });

  it('reads headers by lower-case name whatever case the platform hands them in', () => {
    expect(lowerCaseHeaders({ 'Content-Type': 'audio/mpeg', 'CONTENT-DISPOSITION': 'attachment', 'X-Count': 3 })).toEqual({
      'content-type': 'audio/mpeg',
      'content-disposition': 'attachment',
    });
    expect(lowerCaseHeaders(undefined)).toEqual({});
  });

  it('tells bytes of any realm from anything else', () => {
    expect(isArrayBuffer(new ArrayBuffer(1))).toBe(true);
    expect(isArrayBuffer(new Uint8Array(1))).toBe(false);
    expect(isArrayBuffer('bytes')).toBe(false);
  });
});

describe('a refused download read from its bytes', () => {
  it('is the JSON envelope when it is one, else the text, else nothing', () => {
    expect(bodyOfBytes(bytesOf('{"successed":false,"errcode":40400,"errmsg":"录音不存在"}'))).toEqual({
      successed: false,
      errcode: 40400,
      errmsg: '录音不存在',
    });
    expect(bodyOfBytes(bytesOf('Bad Gateway'))).toBe('Bad Gateway');
    expect(bodyOfBytes(new ArrayBuffer(0))).toBeNull();
    expect(bodyOfBytes(new Uint8Array([0xff, 0xfe]).buffer)).toBeNull();
  });
});
