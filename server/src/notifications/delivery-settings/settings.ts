import type { NotifyDelivery, NotifyDeliveryRequest } from '@peilian/shared';
import { SMTP_SECURITY } from '@peilian/shared';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';
import { installationSecrets } from '../../lib/secretBox.js';
import type { SmtpSettings } from '../../providers/mail/index.js';

/**
 * An organisation's delivery settings (admin §3 e-mail server, enterprise WeChat webhook;
 * docs/notifications.md "Delivery settings"), kept in its settings as `notifyDelivery`: the mail
 * server's password and the robot's webhook (its key is a credential) sealed with the installation's
 * key, never returned to a client.
 */
const SETTING = 'notifyDelivery';

const storedSchema = z
  .object({
    host: z.string().catch(''),
    port: z.number().int().catch(465),
    security: z.enum(SMTP_SECURITY).catch('ssl'),
    account: z.string().catch(''),
    from: z.string().catch(''),
    /** Sealed ('' = none). */
    password: z.string().catch(''),
    webhook: z.string().catch(''),
  })
  .catch({ host: '', port: 465, security: 'ssl', account: '', from: '', password: '', webhook: '' });
type StoredDelivery = z.infer<typeof storedSchema>;

/** What delivery uses: the mail server (undefined when no host is set) and the robot's webhook ('' = none). */
export interface Delivery {
  smtp: SmtpSettings | undefined;
  webhook: string;
}

type Secrets = Pick<Config, 'secretsKey' | 'dataDir'>;

async function stored(db: Db, orgId: string): Promise<StoredDelivery> {
  const settings = (await findOrganisationById(db, orgId))?.settings as Record<string, unknown> | undefined;
  return storedSchema.parse(settings?.[SETTING] ?? {});
}

const openSecret = (config: Secrets, sealed: string) => (sealed ? (installationSecrets(config).open(sealed) ?? '') : '');
const sealSecret = (config: Secrets, plain: string) => (plain ? installationSecrets(config).seal(plain) : '');

/** The organisation's delivery settings with their secrets opened, for sending. */
export async function loadDelivery(db: Db, config: Secrets, orgId: string): Promise<Delivery> {
  const delivery = await stored(db, orgId);
  const { host, port, security, account, from } = delivery;
  return {
    smtp: host ? { host, port, security, account, from, password: openSecret(config, delivery.password) } : undefined,
    webhook: openSecret(config, delivery.webhook),
  };
}

/** Stores delivery settings as given (the seed and tests; the page goes through `applyDeliveryForm`). */
export async function saveDelivery(db: Db, config: Secrets, orgId: string, delivery: Delivery): Promise<void> {
  const smtp = delivery.smtp ?? { host: '', port: 465, security: 'ssl' as const, account: '', from: '', password: '' };
  const value: StoredDelivery = { ...smtp, password: sealSecret(config, smtp.password), webhook: sealSecret(config, delivery.webhook) };
  await setOrganisationSetting(db, orgId, SETTING, value);
}

/** A webhook as the page shows it: its address with the key's last 4 characters only. */
export function maskWebhook(webhook: string): string {
  if (!webhook) return '';
  try {
    const url = new URL(webhook);
    const key = url.searchParams.get('key') ?? '';
    url.search = '';
    return `${url.toString()}?key=****${key.slice(-4)}`;
  } catch {
    return '****';
  }
}

function present(delivery: StoredDelivery, webhook: string): NotifyDelivery {
  const { host, port, security, account, from } = delivery;
  return { host, port, security, account, from, haspassword: delivery.password !== '', webhook: maskWebhook(webhook) };
}

/** The page's card: everything but the password, the webhook masked. */
export async function readDeliveryForm(db: Db, config: Secrets, orgId: string): Promise<NotifyDelivery> {
  const delivery = await stored(db, orgId);
  return present(delivery, openSecret(config, delivery.webhook));
}

/**
 * Saves the card: a blank password keeps the stored one (`clearpassword` removes it); the masked
 * webhook sent back as shown keeps the stored one, '' removes it, a new address replaces it.
 */
export async function applyDeliveryForm(db: Db, config: Secrets, orgId: string, form: NotifyDeliveryRequest): Promise<NotifyDelivery> {
  const before = await stored(db, orgId);
  const password = form.clearpassword === 1 ? '' : form.password ? sealSecret(config, form.password) : before.password;
  const webhook = form.webhook.includes('****') ? before.webhook : sealSecret(config, form.webhook);
  const value: StoredDelivery = { host: form.host, port: form.port, security: form.security, account: form.account, from: form.from, password, webhook };
  await setOrganisationSetting(db, orgId, SETTING, value);
  return present(value, openSecret(config, webhook));
}
