import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import type { Caller } from '../../auth/caller.js';
import { assertMayActOnUser } from '../../auth/actOnUser.js';
import { authOf } from '../../auth/middleware.js';
import { assertAccountUsable, assertOrganisationOpen } from '../../auth/session.js';
import { listAssistantUsers, setAssistantUser } from '../../data/knowledge.js';
import { findUserInOrg } from '../../data/users.js';
import { appError, requestLanguage } from '../../errors/index.js';
import { adminRoute, learnerRoute, publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { isDealer } from '../../organisation/index.js';
import { AI_CENTER_TOKEN_SECONDS, issueAiCenterToken, verifyAiCenterToken } from './aiCenterToken.js';
import { askerOf, askKnowledge, searchKnowledge } from './answer.js';
import { addDocuments, candidates, documentList, documentRecord, reindexDocument, removeDocument } from './documents.js';
import { organisationFlow, saveFlow } from './flow.js';
import { presentAssistantUser, presentDocument } from './presenter.js';
import { assistantReadiness, requireAssistant } from './readiness.js';

const { knowledge } = ADMIN_ENDPOINTS;

/**
 * The knowledge base's back office (admin §2 smart group; docs/assistant.md "Knowledge base"): the
 * documents (`knowledge`), the chat (`chat`), the search (`search`), the answer flow (`flow`) and
 * who has the assistant (`user-setting`), each organisation scoped.
 */
const DOCUMENTS = { functions: 'knowledge' };
const ID = { ...DOCUMENTS, targets: ['params.id'], load: { id: documentRecord } };

function registerAdminRoutes(routers: Routers): void {
  adminRoute(routers, knowledge.documents, DOCUMENTS, async ({ query }, request) => {
    const { rows, total } = await documentList(request, query());
    return ok({ rows: rows.map(presentDocument), total, readiness: assistantReadiness(request.deps) });
  });
  adminRoute(routers, knowledge.candidates, DOCUMENTS, async ({ query }, request) => ok({ rows: await candidates(request, query().text) }));
  adminRoute(routers, knowledge.add, DOCUMENTS, async ({ body }, request) => ok({ rows: (await addDocuments(request, body().mediaIds)).map(presentDocument) }));
  adminRoute(routers, knowledge.reindex, ID, async ({ records: { id: row } }, request) =>
    ok({ document: presentDocument(await reindexDocument(request, row)) }),
  );
  adminRoute(routers, knowledge.remove, { ...ID, recycles: 'knowledgedoc' }, async ({ records: { id: row } }, request) => {
    await removeDocument(request, row);
    return ok({});
  });
  adminRoute(routers, knowledge.chat, { functions: 'chat' }, async ({ body }, request, ctx) => {
    const { question, history } = body();
    return askKnowledge(askerOf(request, ctx), question, history);
  });
  adminRoute(routers, knowledge.search, { functions: 'search' }, async ({ query }, request, ctx) => ok(await searchKnowledge(askerOf(request, ctx), query())));
  adminRoute(routers, knowledge.flow, { functions: 'flow' }, async (_input, request) => ok({ flow: await organisationFlow(request.deps.db, request.orgId) }));
  adminRoute(routers, knowledge.setFlow, { functions: 'flow' }, async ({ body }, request) =>
    ok({ flow: await saveFlow(request.deps.db, request.orgId, body()) }),
  );
  adminRoute(routers, knowledge.users, { functions: 'user-setting' }, async ({ query }, request) => {
    const { rows, total } = await listAssistantUsers(request.deps.db, request.viewer, query());
    return ok({ rows: rows.map(presentAssistantUser), total });
  });
  adminRoute(routers, knowledge.setUser, { functions: 'user-setting', targets: ['params.id'] }, async ({ params, body }, request) => {
    const target = await findUserInOrg(request.deps.db, request.orgId, params.id);
    if (!target || target.user.deletedAt) throw appError('errors.notFound');
    await assertMayActOnUser(request, target.user);
    const user = await setAssistantUser(request.deps.db, request.viewer, params.id, body().openai);
    if (!user) throw appError('errors.notFound');
    return ok({ user: presentAssistantUser(user) });
  });
}

const { assistant } = LEARNER_ENDPOINTS;

/** The caller's organisation is a dealer (`errors.assistant.notDealer` otherwise), and the assistant can run. */
function dealerOnly(request: Caller, ctx: Context): void {
  if (!isDealer(authOf(ctx).orgSettings)) throw appError('errors.assistant.notDealer');
  requireAssistant(request.deps);
}

/**
 * The learner's assistant (learner-and-session §1, §2.9, §6; docs/assistant.md): the smart-knowledge
 * tab's chat and the search, for dealer organisations only; the smart customer-service dialog's
 * token, and its embedded page's question (public: the token is the credential).
 */
function registerLearnerRoutes(routers: Routers): void {
  learnerRoute(routers, assistant.ask, {}, async ({ body }, request, ctx) => {
    dealerOnly(request, ctx);
    const { question, history } = body();
    return askKnowledge(askerOf(request, ctx), question, history);
  });
  learnerRoute(routers, assistant.search, {}, async ({ query }, request, ctx) => {
    dealerOnly(request, ctx);
    return ok(await searchKnowledge(askerOf(request, ctx), query()));
  });
  learnerRoute(routers, assistant.aiCenterToken, {}, async (_input, request, ctx) => {
    dealerOnly(request, ctx);
    const token = await issueAiCenterToken(request.deps.db, { orgId: request.orgId, userId: request.userId }, request.deps.clock.now());
    return ok({ token, url: `/aicenter?token=${encodeURIComponent(token)}`, expiresin: AI_CENTER_TOKEN_SECONDS });
  });
  publicRoute(routers, assistant.aiCenterAsk, {}, async ({ body }, ctx) => {
    const { deps } = ctx;
    const { token, question, history } = body();
    const holder = await verifyAiCenterToken(deps.db, token, deps.clock.now());
    const found = await findUserInOrg(deps.db, holder.orgId, holder.userId);
    if (!found || found.user.deletedAt) throw appError('errors.assistant.tokenInvalid');
    // A token outlives no account: disabled, expired or of a closed organisation, it opens nothing more.
    try {
      assertAccountUsable(found.user, deps.clock.now());
      assertOrganisationOpen(found, deps.clock.now(), false);
    } catch {
      throw appError('errors.assistant.tokenInvalid');
    }
    if (!isDealer(found.orgSettings)) throw appError('errors.assistant.notDealer');
    requireAssistant(deps);
    const log = ctx.log.child({ orgId: holder.orgId, userId: holder.userId });
    return askKnowledge({ deps, orgId: holder.orgId, userId: holder.userId, log, language: requestLanguage(ctx) }, question, history);
  });
}

/** The knowledge base's routes: the back office's and the learner's. */
export function registerKnowledgeRoutes(routers: Routers): void {
  registerAdminRoutes(routers);
  registerLearnerRoutes(routers);
}
