import type { RandomCodeResponse } from '@peilian/shared';
import { useCallback, useEffect, useState } from 'react';
import { captchaImageUrl, captchaRequired, fetchRandomCode } from './loginApi';

/** Refresh a little before the server forgets the key, so the captcha on screen stays usable. */
const EXPIRY_MARGIN_S = 5;

export interface CaptchaKey {
  /** The one-time key the captcha image on screen belongs to, and the image's URL. */
  key: (RandomCodeResponse & { imageUrl: string }) | null;
  /** Whether the server wants a captcha with password logins (private edition, captcha service, recent failures). */
  required: boolean;
  refresh: () => void;
  /** Shows the captcha from now on: the server refused an attempt for the want of one. */
  demand: () => void;
}

/**
 * The captcha of the account tab (and of a repeated SMS code, `askService` false). `GET
 * api/login/verifyservice` says whether one is needed, and a call refused for the want of one
 * (`demandsCaptcha`) turns it on; then the one-time key its
 * image belongs to is fetched, and re-fetched after every failed attempt (keys are single use), on
 * click and before it expires. Without a captcha nothing is fetched here: each attempt takes its
 * own fresh key.
 */
export function useCaptchaKey(askService = true): CaptchaKey {
  const [key, setKey] = useState<CaptchaKey['key']>(null);
  const [needed, setNeeded] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!askService) return;
    let live = true;
    captchaRequired()
      .then((required) => live && setNeeded((demanded) => demanded || required))
      .catch((error: unknown) => console.warn('[login] captcha service unknown', error));
    return () => {
      live = false;
    };
  }, [askService]);

  useEffect(() => {
    if (!needed) return;
    let live = true;
    fetchRandomCode()
      .then(async (next) => ({ ...next, imageUrl: await captchaImageUrl(next.randomkey) }))
      .then((next) => live && setKey(next))
      .catch((error: unknown) => console.warn('[login] no captcha key yet', error));
    return () => {
      live = false;
    };
  }, [needed, generation]);

  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => setGeneration((n) => n + 1), Math.max(1, key.expiresIn - EXPIRY_MARGIN_S) * 1000);
    return () => window.clearTimeout(timer);
  }, [key]);

  const refresh = useCallback(() => setGeneration((n) => n + 1), []);
  const demand = useCallback(() => setNeeded(true), []);
  return { key, required: needed, refresh, demand };
}
