import { zonedDay, zonedDayStart, type OrgCapacity } from '@peilian/shared';
import { countSeats, findOrgLimits, recognisedMs, storedBytes } from '../data/capacity.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { organisationTimeZone } from '../lib/orgClock.js';

/**
 * Capacity (docs/billing.md "Capacity"): what an organisation may use — seats, storage, AI minutes a
 * month — as the platform operator set it, and the checks every domain makes where the resource is
 * asked for, before anything is written: a request past a limit is refused whole with
 * `errors.resourcesInsufficient` ('Resources insufficient, contact account manager'). Limits are the
 * operator's: the private edition has none, and an organisation without limits set has none.
 */

/** Who asks: an organisation (and its zone, when known; else it is read). */
export interface CapacityCaller {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  orgId: string;
  zone?: string;
}

const MINUTE_MS = 60_000;

/** The calendar month `now` is in, in `zone`: its name (yyyy-MM) and its instants [from, to). */
export function zonedMonth(now: Date, zone: string): { month: string; from: Date; to: Date } {
  const month = zonedDay(now.getTime(), zone).slice(0, 7);
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return { month, from: new Date(zonedDayStart(`${month}-01`, zone)!), to: new Date(zonedDayStart(`${next}-01`, zone)!) };
}

/** AI minutes used this month: the milliseconds of audio the server recognised, rounded up to whole minutes. */
async function aiMinutesUsed(caller: CapacityCaller): Promise<{ month: string; minutes: number }> {
  const zone = caller.zone ?? (await organisationTimeZone(caller.deps.db, caller.orgId));
  const { month, from, to } = zonedMonth(caller.deps.clock.now(), zone);
  return { month, minutes: Math.ceil((await recognisedMs(caller.deps.db, caller.orgId, from, to)) / MINUTE_MS) };
}

/** The limits that hold for the organisation: none in the private edition. */
async function limitsOf(caller: CapacityCaller) {
  if (caller.deps.config.edition === 'private') return undefined;
  return findOrgLimits(caller.deps.db, caller.orgId);
}

/** `GET api/admin/v3/orgcapacity`: used and allowed of each resource. */
export async function orgCapacity(caller: CapacityCaller): Promise<OrgCapacity> {
  const { db } = caller.deps;
  const limits = await limitsOf(caller);
  const [seats, storage, ai] = await Promise.all([countSeats(db, caller.orgId), storedBytes(db, caller.orgId), aiMinutesUsed(caller)]);
  return {
    seats: { used: seats, limit: limits?.seats ?? null },
    storage: { used: storage, limit: limits?.storageBytes ?? null },
    aiMinutes: { used: ai.minutes, limit: limits?.aiMinutes ?? null },
    month: ai.month,
  };
}

const refuse = () => appError('errors.resourcesInsufficient');

/** Refuses adding `adding` people when the seats would pass the limit. */
export async function assertSeats(caller: CapacityCaller, adding: number): Promise<void> {
  const limit = (await limitsOf(caller))?.seats;
  if (limit === null || limit === undefined || adding <= 0) return;
  if ((await countSeats(caller.deps.db, caller.orgId)) + adding > limit) throw refuse();
}

/** Refuses storing `bytes` more when the storage would pass the limit. */
export async function assertStorage(caller: CapacityCaller, bytes: number): Promise<void> {
  const limit = (await limitsOf(caller))?.storageBytes;
  if (limit === null || limit === undefined) return;
  if ((await storedBytes(caller.deps.db, caller.orgId)) + Math.max(0, bytes) > limit) throw refuse();
}

/** Refuses a new recognition when this month's AI minutes have reached the limit. */
export async function assertAiMinutes(caller: CapacityCaller): Promise<void> {
  const limit = (await limitsOf(caller))?.aiMinutes;
  if (limit === null || limit === undefined) return;
  if ((await aiMinutesUsed(caller)).minutes >= limit) throw refuse();
}
