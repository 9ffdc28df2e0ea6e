import type { Translate } from '@peilian/shared';
import { randomSecret } from '../auth/token.js';
import { organisationNameOf } from '../data/notifications.js';
import type { Db } from '../db/client.js';

/** A new unsubscribe id: unguessable, base64url, as the unsubscribe command reads them (docs/decisions.md). */
export const newUnsubscribeId = (): string => randomSecret(18);

/** The unsubscribe page of an address: `<public origin>/wxcall/unsubscribe?id=<secret id>&org=<organisation name>`. */
export async function unsubscribeLink(db: Db, publicUrl: string, orgId: string, secretId: string): Promise<string> {
  const url = new URL('/wxcall/unsubscribe', publicUrl);
  url.searchParams.set('id', secretId);
  url.searchParams.set('org', await organisationNameOf(db, orgId));
  return url.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The mail's text and HTML: the rendered content, then the unsubscribe link at the bottom. */
export function mailBodies(content: string, link: string, t: Translate): { text: string; html: string } {
  const footer = t('notifyAdmin.mail.footer');
  const action = t('notifyAdmin.mail.unsubscribe');
  const html = escapeHtml(content).replace(/\r?\n/g, '<br>');
  return {
    text: `${content}\n\n——\n${footer} ${action}: ${link}\n`,
    html: `<div>${html}</div><hr><p style="color:#888;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  };
}

/** The robot's post: the subject as a heading, then the content. */
export const robotMarkdown = (send: { subject: string; content: string }): string => `### ${send.subject}\n${send.content}`;
