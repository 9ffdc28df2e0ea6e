import { INVITE_TITLE_MAX, type InviteCode, type InviteCodeRequest } from '@peilian/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { TextLimit } from '../../blocks/textLimit';

/** Where the invite codes are kept: a hidden page of user management, opened from the users page's toolbar. */
export const INVITE_CODES_ROUTE = '/admin/system/invitecode';

/** The title's limit as the server counts it (trimmed characters). */
export const INVITE_TITLE_LIMIT: TextLimit = { max: INVITE_TITLE_MAX, tooLong: 'validation.tooLong' };

const DAY = 'YYYY-MM-DD';

/** The dialog's fields as the form holds them: the validity as a picker's day, the maximum as a number. */
export interface InviteFormValues {
  title: string;
  validdate: Dayjs | null;
  maxcount: number | null;
  /** None yet for a new code, so the picker shows it is empty. */
  departmentid: string | undefined;
  positionid: string;
  roleid: string;
}

/** The form's starting values: a code being edited, or a new one (no end, one invitee at least). */
export function inviteFormValues(invite: InviteCode | undefined): InviteFormValues {
  return {
    title: invite?.title ?? '',
    validdate: invite?.validdate ? dayjs(invite.validdate) : null,
    maxcount: invite?.maxcount ?? null,
    departmentid: invite?.departmentid || undefined,
    positionid: invite?.positionid ?? '',
    roleid: invite?.roleid ?? '',
  };
}

/** The body of a create or update: '' for no end date and for no position or role. */
export function inviteRequest(values: InviteFormValues): InviteCodeRequest {
  return {
    title: values.title,
    validdate: values.validdate ? values.validdate.format(DAY) : '',
    maxcount: values.maxcount ?? 0,
    departmentid: values.departmentid ?? '',
    positionid: values.positionid ?? '',
    roleid: values.roleid ?? '',
  };
}

/**
 * The join page's address for a code: the app's own address with its hash route, which a phone opens
 * from the QR code or a shared link (the PWA routes by hash, so no server route is needed).
 */
export function inviteLink(location: Pick<Location, 'origin' | 'pathname'>, code: string): string {
  return `${location.origin}${location.pathname}#/invite/${encodeURIComponent(code)}`;
}
