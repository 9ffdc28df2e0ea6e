import type { MessageKey } from '../i18n/messages.js';
import type { ValidationIssue } from './rules.js';

/**
 * The one rule for every image or URL field a request stores and a browser later fetches or opens
 * (covers, avatars, banners, logos, scenario media, click URLs). A stored file is named by the
 * path the server handed out when it was uploaded — `/files/<storage key>`, where the key is
 * `<organisation id>/<upload folder>/<yyyymmdd>/<random>.<ext>` (admin §3 upload folders),
 * `builtin/images/<set>/…` for the images shipped with the product, or `orgless/logo/…` and
 * `orgless/avatar/…` for a registration's logo or avatar uploaded before its account exists. Anything else — `javascript:`,
 * `data:`, another site, another organisation's file, a path that climbs out of its folder — is
 * refused with the field's own message. Only a field whose spec links outside (a banner's click
 * URL) takes an `https://` address instead.
 *
 * Platform-free and without zod, so every client can run it; `fileReferenceSchema` (schemas.ts)
 * is the same rule at the request edge, and the server adds the organisation and the stored file's
 * existence (`server/src/storage/fileReferences.ts`).
 */

/** Where the server serves stored files. */
export const STORED_FILES_PATH = '/files/';
/** The longest reference a form may send. */
export const FILE_REFERENCE_MAX = 512;

export interface FileReferenceRule {
  /** Upload folders of the organisation the file may come from (`<org id>/<folder>/…`). */
  folders: readonly string[];
  /** Built-in image sets also allowed (`builtin/images/<set>/…`). */
  builtin?: readonly string[];
  /** Folders of uploads made before an organisation exists (`orgless/<folder>/…`). */
  orgless?: readonly string[];
  /** An `https://` address of any site is allowed (only where the spec links outside). */
  https?: boolean;
  /** The refusal, in the field's own words. */
  message: MessageKey;
}

/** The rule of each image or URL field of the route contracts (docs/security.md lists them with their routes). */
export const FILE_REFERENCE_RULES = {
  /** A task package's cover: the package image chooser's uploads or built-in covers. */
  packageCover: { folders: ['mission'], builtin: ['covers'], message: 'tasks.rules.coverInvalid' },
  /** A file's or video's cover. */
  mediaCover: { folders: ['filecover', 'videocover'], builtin: ['covers'], message: 'library.rules.imageInvalid' },
  /** A carousel banner's image (20:3, checked when it was uploaded). */
  bannerImage: { folders: ['banner'], builtin: ['banners'], message: 'library.rules.imageInvalid' },
  /** Where a banner that opens a URL leads: the one external link the spec has. */
  bannerClickUrl: { folders: [], https: true, message: 'library.rules.clickurlInvalid' },
  /** An avatar set on the admin user form. */
  userAvatar: { folders: ['avatar'], message: 'people.rules.avatarInvalid' },
  /** The signed-in user's own avatar. */
  ownAvatar: { folders: ['avatar'], message: 'tasks.rules.avatarPath' },
  /** The mini-program registration's avatar, uploaded before the account exists. */
  registrationAvatar: { folders: [], orgless: ['avatar'], message: 'tasks.rules.avatarPath' },
  /** The logo of an enterprise registration. */
  registrationLogo: { folders: [], orgless: ['logo'], message: 'validation.logoRequired' },
  /** A practice customer's avatar (132×132). */
  customerAvatar: { folders: ['customeravatar'], message: 'practiceAdmin.rules.avatarInvalid' },
  /** A scenario's media images. */
  sceneImage: { folders: ['scenemedia'], message: 'practiceAdmin.rules.imageUnknown' },
  /** A scenario's excellent recording. */
  sceneRecording: { folders: ['recordBestAuido'], message: 'practiceAdmin.rules.recordingUnknown' },
  /** A quick Q&A question's images (at most 3, 2 MB each). */
  faqImage: { folders: ['faqimage'], message: 'faqAdmin.rules.imageInvalid' },
  /** A level's icon (admin §3 Level; upload folder `level`). */
  levelIcon: { folders: ['level'], message: 'levels.rules.iconInvalid' },
  /** A badge's icon and image (admin §3 Badge; upload folder `medal`). */
  badgeImage: { folders: ['medal'], message: 'levels.rules.iconInvalid' },
  /** A logo or the login background of the organisation's personalisation. */
  lookImage: { folders: ['individuate'], message: 'settings.imageInvalid' },
} as const satisfies Record<string, FileReferenceRule>;

/** What a reference names once it passed the rule. */
export type FileReference =
  { kind: 'upload'; orgId: string; key: string } | { kind: 'builtin'; key: string } | { kind: 'orgless'; key: string } | { kind: 'https'; url: string };

/** A storage key as the server's storage accepts it: plain segments and one file name with an extension. */
const STORAGE_KEY = /^(?:[A-Za-z0-9_-]+\/)+[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const ORG_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `https://`, a host of letters, digits, dots and dashes (no credentials), an optional port, then a path without spaces. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/;

/** The reference `value` makes under `rule`, or undefined when the rule does not allow it ('' never passes here). */
export function parseFileReference(value: string, rule: FileReferenceRule): FileReference | undefined {
  if (rule.https && HTTPS_URL.test(value)) return { kind: 'https', url: value };
  if (!value.startsWith(STORED_FILES_PATH)) return undefined;
  const key = value.slice(STORED_FILES_PATH.length);
  if (!STORAGE_KEY.test(key)) return undefined;
  const [owner = '', folder = '', set = ''] = key.split('/');
  const depth = key.split('/').length;
  if (ORG_ID.test(owner) && depth >= 3 && rule.folders.includes(folder)) return { kind: 'upload', orgId: owner.toLowerCase(), key };
  if (owner === 'builtin' && folder === 'images' && depth >= 4 && (rule.builtin ?? []).includes(set)) return { kind: 'builtin', key };
  if (owner === 'orgless' && depth >= 3 && (rule.orgless ?? []).includes(folder)) return { kind: 'orgless', key };
  return undefined;
}

/**
 * Checks one non-empty reference: allowed by the rule and, when `orgId` is given (the server knows
 * the caller's organisation; null before one exists), an upload of that organisation. Returns the
 * field's message when it fails.
 */
export function fileReferenceIssue(value: string, rule: FileReferenceRule, orgId?: string | null): ValidationIssue | null {
  const reference = parseFileReference(value, rule);
  if (!reference) return { key: rule.message };
  if (orgId !== undefined && reference.kind === 'upload' && reference.orgId !== orgId?.toLowerCase()) return { key: rule.message };
  return null;
}
