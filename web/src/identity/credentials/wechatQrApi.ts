import type { StoredUser } from '@peilian/shared';
import { learnerApi } from '../../app';
import type { QrStatus } from './qrLogin';

/** `GET api/login/wxqrcode`: a ticket and the URL the QR code encodes. */
export async function createWechatQr(): Promise<{ ticket: string; url: string; expiresIn: number }> {
  const { ticket, url, expiresIn } = await learnerApi.auth.wechatQr();
  return { ticket, url, expiresIn };
}

/** `GET api/login/wxqrcode/{ticket}`: the phone's progress, with the user once confirmed. */
export async function pollWechatQr(ticket: string): Promise<{ status: QrStatus; user?: StoredUser }> {
  const answer = await learnerApi.auth.wechatQrStatus({ ticket });
  return answer.status === 'confirmed' ? { status: 'confirmed', user: answer.user[0] } : { status: answer.status };
}
