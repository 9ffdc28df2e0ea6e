import { BILLED_SERVICES, type BilledService, type Translate } from '@peilian/shared';
import { useCallback } from 'react';
import { useLanguage } from '../../app';
import { fenText } from './money';

const CHANNELS = ['operator', 'bank', 'online', 'system'] as const;
type Channel = (typeof CHANNELS)[number];

export const isService = (value: string): value is BilledService => (BILLED_SERVICES as readonly string[]).includes(value);
const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** A bill row's channel in the admin's language: who moved the money, or the service a usage charge was for. */
export function channelLabel(channel: string, t: Translate): string {
  if (isService(channel)) return t(`billing.services.${channel}`);
  return isChannel(channel) ? t(`billing.channels.${channel}`) : channel;
}

/** Fen as money in the admin's language (`¥1,234.56`). */
export function useFen(): (fen: number) => string {
  const language = useLanguage();
  return useCallback((fen: number) => fenText(fen, language), [language]);
}

/** A count written the admin's way (`12,345`). */
export function useCount(): (count: number) => string {
  const language = useLanguage();
  return useCallback((count: number) => new Intl.NumberFormat(language).format(count), [language]);
}
