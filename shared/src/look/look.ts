/**
 * An organisation's personalisation (admin §3 settings "login background 1920×968, logo 186×50,
 * small logo 60×60, colours"): each image a stored file's path, each colour `#rrggbb`; '' keeps the
 * product's own look. `GET api/systemconfig` carries it as `setting.data`, a JSON string (spec).
 */
export interface Look {
  /** The learner centre's logo (advised 186×50). */
  trainlogo: string;
  /** The back office's logo (advised 186×50). */
  backstagelogo: string;
  /** The logo where space is small: a phone's top bar, the collapsed sidebar (advised 60×60). */
  smalllogo: string;
  /** The login page's background (advised 1920×968). */
  bgimg: string;
  /** The primary colour of buttons, links and the selected tab. */
  primarycolor: string;
  /** The second colour: the learner top bar and the login page behind its background image. */
  secondcolor: string;
}

export const LOOK_FIELDS = ['trainlogo', 'backstagelogo', 'smalllogo', 'bgimg', 'primarycolor', 'secondcolor'] as const satisfies readonly (keyof Look)[];
export const LOOK_IMAGE_FIELDS = ['trainlogo', 'backstagelogo', 'smalllogo', 'bgimg'] as const satisfies readonly (keyof Look)[];
export const LOOK_COLOUR_FIELDS = ['primarycolor', 'secondcolor'] as const satisfies readonly (keyof Look)[];

/** The advised size of each image, shown beside its upload (spec). */
export const LOOK_IMAGE_SIZES = {
  bgimg: { width: 1920, height: 968 },
  trainlogo: { width: 186, height: 50 },
  backstagelogo: { width: 186, height: 50 },
  smalllogo: { width: 60, height: 60 },
} as const satisfies Record<(typeof LOOK_IMAGE_FIELDS)[number], { width: number; height: number }>;

/** The spec's default: nothing customised, the product's own logos, background and colours. */
export const DEFAULT_LOOK: Look = { trainlogo: '', backstagelogo: '', smalllogo: '', bgimg: '', primarycolor: '', secondcolor: '' };

export const LOOK_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** WCAG's contrast ratio of a `#rrggbb` colour against white (1–21). */
export function contrastOnWhite(colour: string): number {
  const channel = (offset: number) => {
    const value = parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}
/** The primary colour carries white text (buttons) and is text on white (links): WCAG AA for normal text. */
export const PRIMARY_COLOUR_CONTRAST = 4.5;

/** A stored file's path as the server hands it out (`/files/…`), nothing else: never `javascript:` or another site. */
const LOOK_IMAGE = /^\/files\/[A-Za-z0-9_/-]+\.[a-z0-9]+$/;

/**
 * The look in `setting.data`, each field checked: a field that is missing, malformed or of the
 * wrong kind keeps the default (read by every client at start, so no schema library: the
 * mini-program's main package stays small).
 */
export function parseLook(data: string): Look {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return DEFAULT_LOOK;
  }
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const look: Look = { ...DEFAULT_LOOK };
  for (const field of LOOK_IMAGE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && LOOK_IMAGE.test(value)) look[field] = value;
  }
  for (const field of LOOK_COLOUR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && LOOK_COLOUR.test(value)) look[field] = value.toLowerCase();
  }
  return look;
}

/** What a client shows: the look, and the spec's message when it could not be fetched (then the default look). */
export interface LoadedLook {
  look: Look;
  error: 'learner.lookFailed' | null;
}

/**
 * The organisation's look for a client (the PWA's login page and layouts, the mini-program): one
 * `GET api/systemconfig`, parsed; any failure is the spec's 'failed to get system personalization
 * configuration data' with the default look, never an empty or broken page.
 */
export async function loadLook(fetch: () => Promise<{ setting: { data: string } }>): Promise<LoadedLook> {
  try {
    const { setting } = await fetch();
    return { look: parseLook(setting.data), error: null };
  } catch {
    return { look: DEFAULT_LOOK, error: 'learner.lookFailed' };
  }
}

/** Where a device keeps each organisation's look it read (`<prefix><organisation id>`), for when it is offline. */
export const LOOK_KEPT_STORAGE_PREFIX = 'peilian-look:';

/** Where a device keeps the organisation it last signed into: the login page's look before sign-in. */
export const LAST_ORG_STORAGE_KEY = 'peilian-last-org';

/**
 * The organisation whose look the login page shows: `?org=<id>` of the link, else the one this
 * device last signed into, else none (the product's own look).
 */
export function loginLookOrg(linkOrg: string | null | undefined, lastOrg: string | null | undefined): string | undefined {
  const candidate = linkOrg?.trim() || lastOrg?.trim() || '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(candidate) ? candidate : undefined;
}
