import { randomBytes } from 'node:crypto';
import { DAY_OFFSET_MS } from '../lib/days.js';

/**
 * How stored files are named: `<org id>/<kind>/<yyyymmdd>/<random>.<ext>`, and `orgless/<kind>/…`
 * for what is uploaded before its organisation exists (the shared file-reference rules name the
 * same folders).
 */

/** `yyyymmdd` in China time, the day folder of a stored upload. */
export const dayFolder = (now: Date) => new Date(now.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

/** Where logos uploaded before registration live (`POST api/file/upload?filetype=logo`). */
export const REGISTRATION_LOGO_PREFIX = 'orgless/logo/';
/** Where mini-program registration avatars live until the registration adopts them (`filetype=registrationavatar`). */
export const REGISTRATION_AVATAR_PREFIX = 'orgless/avatar/';

/** The upload folder kinds of an organisation (admin §3), plus the library's media folders. */
export const FOLDER_KINDS = [
  'logo',
  'avatar',
  'medal',
  'speechrecord',
  'ringtone',
  'bgm',
  'level',
  'customeravatar',
  'banner',
  'mission',
  'smartaudio',
  'videocover',
  'filecover',
  'file',
  'video',
  'faqimage',
  'scenemedia',
  'departmentlogo',
  'recordBestAuido',
  'ttsimage',
  'capture',
  'individuate',
] as const;
export type FolderKind = (typeof FOLDER_KINDS)[number];

/** Sub-folders under a kind (learner §3): one day folder, year/month/day folders, or the uploader's own folder. */
export type SubFolder = 'onebydate' | 'mutilbydate' | 'identity';
/** File names (learner §3): the uploaded name (in a folder of its own, so two never collide), random, or the identity. */
export type FileNaming = 'keep' | 'random' | 'identity';

export interface StorageKeyOptions {
  /** The organisation, or null before one exists (`orgless/`). */
  orgId: string | null;
  /** The folder kind (`saveDir`). */
  saveDir: FolderKind;
  /** The uploaded file's name: its extension, and its name for `keep`. */
  filename: string;
  now: Date;
  subFolder?: SubFolder;
  fileName?: FileNaming;
  /** Who or what the file belongs to (a user id), for `identity` sub-folders and names. */
  identity?: string;
}

const KEY_PART = /[^A-Za-z0-9_-]+/g;
const keyPart = (text: string, fallback: string) =>
  text
    .replace(KEY_PART, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || fallback;
const randomName = () => randomBytes(12).toString('base64url');

/**
 * The storage key of an upload: `<org id | orgless>/<saveDir>/<sub-folder>/<name>.<ext>`. Defaults
 * (`onebydate`, `random`) give `<org>/<kind>/<yyyymmdd>/<random>.<ext>`; `mutilbydate` splits the day
 * into `yyyy/mm/dd`; `identity` uses the identity (a user id) as the folder or the name; `keep` keeps
 * the uploaded name (reduced to letters, digits, `-` and `_`) inside a random folder. The extension is
 * the file's, lower case; every key matches the storage's safe-key rule.
 */
export function storageKey(options: StorageKeyOptions): string {
  const { orgId, saveDir, filename, now, subFolder = 'onebydate', fileName = 'random' } = options;
  const dot = filename.lastIndexOf('.');
  const extension =
    dot > 0
      ? filename
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  const identity = keyPart(options.identity ?? '', 'anonymous');
  const day = dayFolder(now);
  const folder = subFolder === 'identity' ? identity : subFolder === 'mutilbydate' ? `${day.slice(0, 4)}/${day.slice(4, 6)}/${day.slice(6, 8)}` : day;
  const name = fileName === 'keep' ? `${randomName()}/${keyPart(base, 'file')}` : fileName === 'identity' ? identity : randomName();
  return `${orgId ?? 'orgless'}/${saveDir}/${folder}/${name}.${extension || 'bin'}`;
}
