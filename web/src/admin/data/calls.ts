import { adminApi } from '../api';
import type { AdminArea } from './types';

/** A bound call of the admin table, as the data layer sends it by area and name. */
export type AnyCall = (args?: unknown, bodyOrOptions?: unknown, options?: unknown) => Promise<unknown>;

/** The bound call `area.name`; the caller's types come from the table (`AdminArgs`, `AdminAnswer`). */
export const callOf = (area: AdminArea, name: string): AnyCall => (adminApi as unknown as Record<string, Record<string, AnyCall>>)[area]![name]!;
