/**
 * Site configuration the spec leaves to the deployment: the ICP record, the mini-program QR image and
 * the special customer class's allow-list, whose contents the spec does not show (learner-and-session §6;
 * dealer organisations come from the server, the stored user's `dealer` flag). Values
 * come from Vite env variables at build time, so a deployment sets them without touching code.
 */

function list(value: string | undefined): readonly string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const env = import.meta.env;

/** ICP record number shown in the login footer; the footer is hidden when empty. */
export const ICP_RECORD: string = env.VITE_ICP_RECORD ?? '';

/** Image of the mini-program QR code in the top-bar popovers (a placeholder until a real code is set). */
export const MINI_PROGRAM_QR_IMAGE: string = env.VITE_MINI_PROGRAM_QR ?? '/images/mini-program-qr.svg';

/** The special customer class: a declaration before authorisation-code login, a logout page on session loss. */
export const DECLARATION_ORGS: readonly string[] = list(env.VITE_DECLARATION_ORGS);

/** True for an organisation of the special customer class. */
export function isDeclarationOrg(orgid: string | undefined): boolean {
  return !!orgid && DECLARATION_ORGS.includes(orgid);
}
