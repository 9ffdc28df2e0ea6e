import { QR_VALIDITY_S, SMS_RESEND_LOCK_S } from '@peilian/shared';

/**
 * The identity numbers the spec leaves to the server, in one place (README "Identity" documents
 * them). Seconds unless stated.
 */
export const LOGIN_KEY_TTL_S = 300;

/**
 * Password guessing (docs/security.md "Password guessing"). Past a few failures the account, or the
 * address, must answer the captcha; an account that keeps failing from one address makes that
 * address wait, longer each time; an account that keeps failing from any addresses pauses sign-ins
 * from devices it never signed in on, while its known devices (a device token) are counted apart.
 * Accounts count as typed (trimmed, lower-cased, known or not).
 */
export const PASSWORD_GUESSING = {
  /** The window of the captcha thresholds. */
  windowS: 15 * 60,
  /** Failures of one account, from any address, after which its sign-ins need the captcha. */
  accountCaptchaAfter: 3,
  /** Failures from one address, any accounts, after which every sign-in from it needs the captcha. */
  addressCaptchaAfter: 10,
  /** Failures of one account from one address within `slowWindowS` after which that address waits. */
  slowAfter: 10,
  slowWindowS: 60 * 60,
  /** The wait after the `slowAfter`-th failure; it doubles with each further one, up to `maxWaitS`. */
  firstWaitS: 30,
  maxWaitS: 15 * 60,
  /** Failures of one account from unknown devices, any addresses, within `pauseWindowS`, after which those devices wait `pauseS`. */
  pauseAfter: 20,
  pauseWindowS: 24 * 60 * 60,
  /** Counted from the latest failure; a failure after the pause, still within the window, pauses again. */
  pauseS: 30 * 60,
  /** Wrong passwords from one known device within `pauseWindowS` after which its token is forgotten. */
  deviceFailuresAllowed: 5,
  /** How long a device token is honoured after the sign-in that issued it. */
  deviceTtlS: 90 * 24 * 60 * 60,
} as const;

/**
 * A captcha demand is refused before any password work, so it costs the asker nothing: the sign-in
 * log writes at most one of them per address in this many seconds (docs/security.md "Sign-in logs").
 */
export const CAPTCHA_DEMAND_LOG_S = 60;

/** The one-time serial of a forced password change. */
export const PASSWORD_SERIAL_TTL_S = 10 * 60;

/**
 * SMS codes (docs/security.md "SMS codes"). The daily caps count a number per address, so requests
 * from elsewhere never use up its owner's codes; repeated requests need the captcha instead.
 */
export const SMS_CODE = {
  digits: 6,
  ttlS: 5 * 60,
  resendS: SMS_RESEND_LOCK_S,
  maxAttempts: 5,
  /** Codes a day for one number asked from one address. */
  dailyPerMobileAndIp: 10,
  dailyPerIp: 50,
  /** Within `captchaWindowS`, a number that got this many codes, or an address that asked this many, needs the captcha for the next. */
  captchaAfterPerMobile: 2,
  captchaAfterPerIp: 5,
  captchaWindowS: 60 * 60,
} as const;

export const QR_TICKET_TTL_S = QR_VALIDITY_S;
export const BIND_TICKET_TTL_S = QR_VALIDITY_S;
/** WeChat codes are valid for 5 minutes; an exchanged one is remembered that long. */
export const WECHAT_CODE_TTL_S = 5 * 60;

export const AUTH_CODE_TTL_S = 5 * 60;
