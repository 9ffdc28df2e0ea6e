import { VOICEPRINT_STATUS, type AccountChoice, type VprResult, type Translate } from '@peilian/shared';
import { findUserByAccount, type UserWithOrg } from '../../data/users.js';
import { voiceprintsOfUsers } from '../../data/voiceprints.js';
import type { AppDeps } from '../../http/context.js';
import { admitPasswordAttempt, assertNotWaiting, forgetLoginFailures, loginFailed } from '../login/throttle.js';
import { presentAccountChoice } from '../storedUser.js';
import type { Logger } from '../../logger.js';
import type { Pcm16 } from '../../providers/tts/wav.js';
import { knownVoice } from '../../providers/voiceprint/index.js';
import { providerCall, voiceprintProvider, vprResult } from './provider.js';
import { voiceprintOptionsOf } from '../../organisation/index.js';

export interface LoginCompare {
  deps: AppDeps;
  log: Logger;
  t: Translate;
  ip: string;
}

interface Candidate {
  found: UserWithOrg;
  threshold: number;
}

/** The users of the accounts who may sign in by voice: known, with a voiceprint of this provider, in an organisation that allows it. */
async function candidatesOf(deps: AppDeps, accounts: readonly string[]): Promise<Map<string, Candidate[]>> {
  const byOrg = new Map<string, Candidate[]>();
  for (const account of new Set(accounts)) {
    const found = await findUserByAccount(deps.db, account);
    if (!found || found.user.voiceprint !== 1) continue;
    const options = voiceprintOptionsOf(found.orgSettings);
    if (!options.login) continue;
    const list = byOrg.get(found.user.orgId) ?? [];
    list.push({ found, threshold: options.threshold });
    byOrg.set(found.user.orgId, list);
  }
  return byOrg;
}

/**
 * Compares a recording with the voiceprints of the given accounts (the device's recent ones, or the
 * one typed), 1:N within each organisation. Every account compared counts as a sign-in attempt of
 * the password throttle (docs/security.md "Password guessing"): its waits apply, a miss is a failure
 * and a match forgets the account's failures. Answers the matched users and the best miss.
 */
export async function compareVoice(
  request: LoginCompare,
  accounts: readonly string[],
  pcm: Pcm16,
): Promise<{ matches: UserWithOrg[]; compared: number; best?: { score: number; required: number } }> {
  const { deps, log, ip } = request;
  const provider = voiceprintProvider(deps);
  const matches: UserWithOrg[] = [];
  let compared = 0;
  let best: { score: number; required: number } | undefined;
  for (const [orgId, candidates] of await candidatesOf(deps, accounts)) {
    const admitted = [];
    for (const candidate of candidates) {
      const account = candidate.found.user.account;
      await assertNotWaiting(deps, log, account, ip, undefined);
      admitted.push({ candidate, attempt: await admitPasswordAttempt(deps, log, { account, ip, captchaSolved: true, deviceId: undefined }) });
    }
    const rows = (
      await voiceprintsOfUsers(
        deps.db,
        orgId,
        candidates.map((candidate) => candidate.found.user.id),
      )
    ).filter((row) => row.provider === provider.name);
    if (rows.length === 0) continue;
    compared += rows.length;
    const scores = await providerCall(log, 'identify', () => provider.identify(orgId, rows.map(knownVoice), pcm));
    for (const { candidate, attempt } of admitted) {
      const score = scores.find((match) => match.userId === candidate.found.user.id)?.score ?? 0;
      if (score >= candidate.threshold) {
        matches.push(candidate.found);
        await forgetLoginFailures(deps, attempt);
      } else {
        await loginFailed(deps, log, attempt);
        if (!best || score > best.score) best = { score, required: candidate.threshold };
      }
    }
  }
  return { matches, compared, ...(best ? { best } : {}) };
}

/** The matched users as the welcome or the chooser shows them. */
export const choicesOf = (matches: readonly UserWithOrg[]): AccountChoice[] => matches.map(presentAccountChoice);

/**
 * `vprresult` after the recording (§2.6): matched → 0 with the users; none of the recent accounts
 * has a voiceprint to compare → 1 (the account entry); compared but no match → 3 (record again).
 */
export function recentResult(t: Translate, outcome: Awaited<ReturnType<typeof compareVoice>>): VprResult {
  if (outcome.matches.length > 0) return vprResult(t, VOICEPRINT_STATUS.normal, { users: choicesOf(outcome.matches) });
  return vprResult(t, outcome.compared === 0 ? VOICEPRINT_STATUS.notExist : VOICEPRINT_STATUS.noMatch);
}

/** `compareuser` with a typed account: matched → 0; no voiceprint (or no such account: one answer) → 1; too low → 2 with the scores. */
export function accountResult(t: Translate, outcome: Awaited<ReturnType<typeof compareVoice>>): VprResult {
  if (outcome.matches.length > 0) return vprResult(t, VOICEPRINT_STATUS.normal, { users: choicesOf(outcome.matches) });
  if (!outcome.best) return vprResult(t, VOICEPRINT_STATUS.notExist);
  return vprResult(t, VOICEPRINT_STATUS.scoreLow, outcome.best);
}
