import { checkMobile, type MiniRegistrationRequest, type MiniRegistrationForm, type ValidationIssue } from '@peilian/shared';

/** What the page knows besides the form: the mini-program's parameters and WeChat's OAuth code. */
export interface RegistrationContext {
  miniopenid?: string | undefined;
  orgid?: string | undefined;
  /** The web OAuth code of `/wxcall/register`'s round trip (its state checked). */
  oauthCode?: string | undefined;
}

/**
 * The body of `POST api/wechat/mini/user/register`. The server derives the account and the initial
 * password from the mobile (spec §3), so neither travels. `wxcode` is the web OAuth code: the
 * server's schema does not read it yet and no call turns a code into a `wxopenid` for an unbound
 * WeChat user, so until it does the registration goes through without the WeChat link.
 */
// zod's `z.input`, spelt through the schema: web has no direct zod dependency.
export type MiniRegistrationBody = MiniRegistrationRequest & { wxcode?: string | undefined };

export function miniRegistrationBody(form: MiniRegistrationForm, context: RegistrationContext): MiniRegistrationBody {
  return {
    mobile: form.mobile.trim(),
    code: form.code.trim(),
    name: form.name.trim(),
    workunit: form.workunit.trim(),
    workno: form.workno.trim(),
    sex: 1,
    miniopenid: context.miniopenid || undefined,
    orgid: context.orgid || undefined,
    wxcode: context.oauthCode || undefined,
  };
}

/** Sending the code needs a valid mobile; anything else is 'mobile format incorrect' (spec §5). */
export function sendCodeIssue(mobile: string): ValidationIssue | null {
  return checkMobile(mobile) ? { key: 'validation.mobileInvalid' } : null;
}
