import { randomInt } from 'node:crypto';
import {
  createTranslator,
  VOICEPRINT_AUDIO_FORMAT,
  VOICEPRINT_CALLS,
  VOICEPRINT_FLOWS,
  VOICEPRINT_HEARTBEAT_MS,
  VOICEPRINT_STATUS,
  type MessageKey,
  type SocketCall,
  type Translate,
  type VoiceprintFlow,
} from '@peilian/shared';
import type { Namespace, Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { authenticateToken, endOfUse } from '../../auth/session.js';
import { endWithSession, sessionRoom } from '../../realtime/sessionEnd.js';
import { findUserInOrg } from '../../data/users.js';
import { findVoiceprint } from '../../data/voiceprints.js';
import type { UserRow } from '../../db/schema/index.js';
import { appError, pickLanguage, socketRefusal, ValidationError } from '../../errors/index.js';
import type { AppDeps } from '../../http/context.js';
import { signedInBody, signIn } from '../login.js';
import { loginAttempt, recordedLoginFrom } from '../loginLog.js';
import type { Logger } from '../../logger.js';
import { checkVoiceQuality } from '../../providers/voiceprint/index.js';
import type { Pcm16 } from '../../providers/tts/wav.js';
import { accountResult, compareVoice, recentResult } from './login.js';
import { knownVoice } from '../../providers/voiceprint/index.js';
import { providerCall, voiceprintProvider, vprResult } from './provider.js';
import { voiceprintOptionsOf } from '../../organisation/index.js';
import { VoiceRecording } from './recording.js';
import { confirmIdentity, registerVoiceprint } from './register.js';
import { findOrganisationById } from '../../data/organisations.js';

/** A connection silent for three heartbeats is closed (§9: a beat every 10 s). */
const SILENT_MS = 3 * VOICEPRINT_HEARTBEAT_MS;
const TEXTS = 3;
const OK = { ok: true } as const;

/** What one voiceprint connection holds: its flow, its user (register, verify), the recording and what came of it. */
interface VprState {
  flow: VoiceprintFlow;
  user: UserRow | undefined;
  t: Translate;
  log: Logger;
  ip: string;
  text: string;
  recording: VoiceRecording | undefined;
  /** The last recording that passed the quality check. */
  passed: Pcm16 | undefined;
  /** The users the voice matched (login), with their organisation: only they may be signed in as. */
  matched: Map<string, string>;
  silence: NodeJS.Timeout | undefined;
}

const states = new WeakMap<Socket, VprState>();

function handshakeField(socket: Socket, name: string): string | undefined {
  const fromAuth = (socket.handshake.auth as Record<string, unknown>)[name];
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const fromQuery = socket.handshake.query[name];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** The language the client asked for (`auth.language`, else Accept-Language), or the user's own. */
const handshakeLanguage = (socket: Socket, userLanguage?: string) =>
  pickLanguage(handshakeField(socket, 'language') ?? socket.handshake.headers['accept-language'], userLanguage);

/** The handshake: a known flow, a provider, and for register and verify the user's live session. */
async function admit(deps: AppDeps, socket: Socket): Promise<VprState> {
  const flow = handshakeField(socket, 'type') as VoiceprintFlow | undefined;
  if (!flow || !VOICEPRINT_FLOWS.includes(flow)) throw appError('errors.invalidInput', { detail: 'type' });
  voiceprintProvider(deps);
  let user: UserRow | undefined;
  if (flow !== 'login') {
    // A flow of the signed-in user lives no longer than the session (realtime/sessionEnd.ts): its
    // sockets are in the session's room, and an event after the session's or organisation's end is refused.
    const token = handshakeField(socket, 'token');
    const sessionDeps = { db: deps.db, clock: deps.clock, config: deps.config };
    const session = await authenticateToken(sessionDeps, token);
    user = session.user;
    await socket.join(sessionRoom(session.session.id));
    socket.data = { ...socket.data, language: handshakeLanguage(socket, user.language) };
    endWithSession(socket, sessionDeps, token, endOfUse(deps.config, session), deps.logger);
  }
  const t = createTranslator(handshakeLanguage(socket, user?.language));
  return {
    flow,
    user,
    t,
    log: deps.logger.child({ socket: socket.id, voiceprint: flow }),
    ip: socket.handshake.address,
    text: t(`voiceprint.texts.${randomInt(1, TEXTS + 1)}` as MessageKey),
    recording: undefined,
    passed: undefined,
    matched: new Map(),
    silence: undefined,
  };
}

function keepAlive(socket: Socket, state: VprState): void {
  clearTimeout(state.silence);
  state.silence = setTimeout(() => socket.disconnect(true), SILENT_MS);
  state.silence.unref();
}

/** The flow's user (register, verify), or a refusal for a call of another flow. */
function userOf(state: VprState, flows: readonly VoiceprintFlow[]): UserRow {
  if (!flows.includes(state.flow)) throw appError('errors.forbidden');
  if (!state.user) throw appError('errors.loginRequired');
  return state.user;
}

function pcmOf(state: VprState): Pcm16 {
  if (!state.passed) throw appError('errors.voiceprint.noRecording');
  return state.passed;
}

type Handler<C extends SocketCall> = (payload: z.output<C['payload']>, state: VprState) => Promise<z.input<C['reply']>>;

function answer<C extends SocketCall>(socket: Socket, call: C, run: Handler<C>): void {
  socket.on(call.event, (...args: unknown[]) => {
    const ack = args.at(-1);
    if (typeof ack !== 'function') return;
    const state = states.get(socket)!;
    void (async () => {
      try {
        const parsed = call.payload.safeParse(args.length > 1 ? (args[0] ?? {}) : {});
        if (!parsed.success) throw new ValidationError(parsed.error.issues, args[0]);
        (ack as (body: unknown) => void)(await run(parsed.data as z.output<C['payload']>, state));
      } catch (error) {
        (ack as (body: unknown) => void)(socketRefusal(error, state.t, state.log));
      }
    })();
  });
}

/** `close_asr`: the quality check (§8 2000xx), then what the flow does with a good recording. */
async function closeRecording(deps: AppDeps, state: VprState, compareusers: readonly string[]) {
  const recording = state.recording;
  state.recording = undefined;
  if (!recording || recording.empty) throw appError('errors.voiceprint.noRecording');
  const pcm = recording.pcm();
  const quality = checkVoiceQuality(pcm);
  if (!quality.ok) return vprResult(state.t, quality.code);
  state.passed = pcm;
  if (state.flow === 'register') return vprResult(state.t, VOICEPRINT_STATUS.normal);
  if (state.flow === 'verify') return verifyRecording(deps, state, pcm);
  const outcome = await compareVoice({ deps, log: state.log, t: state.t, ip: state.ip }, compareusers, pcm);
  for (const match of outcome.matches) state.matched.set(match.user.id, match.user.orgId);
  return recentResult(state.t, outcome);
}

/** `verifyresult`: the signed-in user's voice against their voiceprint, on the organisation's pass mark. */
async function verifyRecording(deps: AppDeps, state: VprState, pcm: Pcm16) {
  const user = userOf(state, ['verify']);
  const provider = voiceprintProvider(deps);
  const registered = await findVoiceprint(deps.db, user.orgId, user.id);
  if (!registered || registered.provider !== provider.name) return vprResult(state.t, VOICEPRINT_STATUS.registerFirst);
  const { threshold } = voiceprintOptionsOf((await findOrganisationById(deps.db, user.orgId))?.settings);
  const score = await providerCall(state.log, 'verify', () => provider.verify(user.orgId, knownVoice(registered), pcm));
  return score >= threshold
    ? vprResult(state.t, VOICEPRINT_STATUS.normal, { score, required: threshold })
    : vprResult(state.t, VOICEPRINT_STATUS.scoreLow, { score, required: threshold });
}

function bindCalls(deps: AppDeps, socket: Socket): void {
  answer(socket, VOICEPRINT_CALLS.init, async (_payload, state) => ({
    ok: true as const,
    flow: state.flow,
    text: state.text,
    audioformat: VOICEPRINT_AUDIO_FORMAT as typeof VOICEPRINT_AUDIO_FORMAT,
    heartbeatms: VOICEPRINT_HEARTBEAT_MS,
    registered: state.user ? Boolean(await findVoiceprint(deps.db, state.user.orgId, state.user.id)) : false,
  }));
  answer(socket, VOICEPRINT_CALLS.heartbeat, async (_payload, state) => {
    keepAlive(socket, state);
    return OK;
  });
  answer(socket, VOICEPRINT_CALLS.open, async (_payload, state) => {
    state.recording = new VoiceRecording();
    state.passed = undefined;
    return OK;
  });
  answer(socket, VOICEPRINT_CALLS.record, async ({ audio }, state) => {
    if (!state.recording) throw appError('errors.voiceprint.noRecording');
    state.recording.add(audio);
    return OK;
  });
  answer(socket, VOICEPRINT_CALLS.close, async ({ compareusers }, state) => closeRecording(deps, state, compareusers));
  answer(socket, VOICEPRINT_CALLS.compare, async ({ account }, state) => {
    if (state.flow !== 'login') throw appError('errors.forbidden');
    const outcome = await compareVoice({ deps, log: state.log, t: state.t, ip: state.ip }, [account], pcmOf(state));
    for (const match of outcome.matches) state.matched.set(match.user.id, match.user.orgId);
    return accountResult(state.t, outcome);
  });
  answer(socket, VOICEPRINT_CALLS.validate, async (proof, state) => {
    const user = userOf(state, ['register']);
    const pcm = pcmOf(state);
    await confirmIdentity(deps, state.log, user, proof);
    const outcome = await registerVoiceprint(deps, state.log, user, pcm, state.text);
    state.passed = undefined;
    return { ok: true as const, outcome };
  });
  answer(socket, VOICEPRINT_CALLS.login, async ({ userid }, state) => {
    if (state.flow !== 'login' || !state.matched.has(userid)) throw appError('errors.voiceprint.notMatched');
    const found = await findUserInOrg(deps.db, state.matched.get(userid)!, userid);
    if (!found) throw appError('errors.voiceprint.notMatched');
    const client = handshakeField(socket, 'from') === 'mini' ? 'mini' : 'pc';
    const device = String(socket.handshake.headers['user-agent'] ?? '').slice(0, 200);
    const attempt = loginAttempt('voiceprint', found.user.account);
    const user = await recordedLoginFrom({ deps, log: state.log, ip: state.ip, device, client }, attempt, () =>
      signIn({ deps, log: state.log, clientKind: client, method: 'voiceprint', attempt }, found),
    );
    state.matched.clear();
    return { ok: true as const, login: await signedInBody(deps, user) };
  });
}

/**
 * The voiceprint socket (docs/voiceprint.md "The socket"): the namespace `/vpr` of the app's
 * socket.io server. Its handshake admits a flow without the default namespace's session check —
 * a voice sign-in has no session yet — and every call is acknowledged with its result or a refusal.
 */
export function attachVoiceprintSocket(io: Server, deps: AppDeps): Namespace {
  const namespace = io.of('/vpr');
  namespace.use(async (socket, next) => {
    try {
      if (deps.isDraining()) throw appError('errors.shuttingDown');
      states.set(socket, await admit(deps, socket));
      next();
    } catch (error) {
      const t = createTranslator(handshakeLanguage(socket));
      const { errcode, errmsg } = socketRefusal(error, t, deps.logger);
      next(Object.assign(new Error(errmsg), { data: { errcode, errmsg } }));
    }
  });
  namespace.on('connection', (socket) => {
    const state = states.get(socket)!;
    keepAlive(socket, state);
    bindCalls(deps, socket);
    socket.on('disconnect', () => clearTimeout(state.silence));
  });
  return namespace;
}
