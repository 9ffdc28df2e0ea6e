import { Router } from '@koa/router';
import type Koa from 'koa';
import { requireAdmin, requireSession } from './auth/middleware.js';
import type { RouteRegistrar, Routers } from './http/routers.js';
import { registerExaminationRoutes } from './exam/examinations/routes.js';
import { registerImportRoutes } from './exam/imports/routes.js';
import { registerPaperRoutes } from './exam/papers/routes.js';
import { registerQuestionRoutes } from './exam/questions/routes.js';
import { registerExamTakingRoutes } from './exam/taking/routes.js';
import { registerFaqRoutes } from './faq/bank/routes.js';
import { registerFaqDrillRoutes } from './faq/drill/routes.js';
import { registerFaqImportRoutes } from './faq/imports/routes.js';
import { registerFaqResultRoutes } from './faq/results/routes.js';
import { registerLookRoutes } from './organisation/look/routes.js';
import { registerIdentityOptionRoutes } from './organisation/options/routes.js';
import { registerLoginRoutes } from './identity/login/routes.js';
import { registerRegistrationRoutes } from './identity/registration/routes.js';
import { registerRegistrationReviewRoutes } from './organisation/registration-review/routes.js';
import { registerSessionRoutes, registerOnlineCheckRoute } from './identity/session/routes.js';
import { registerSettingRoutes } from './organisation/settings/routes.js';
import { registerSmsRoutes } from './identity/sms/routes.js';
import { registerSsoRoutes } from './identity/sso/routes.js';
import { registerLoginLogRoutes } from './audit/login-logs/routes.js';
import { registerOperationLogRoutes } from './audit/operation-logs/routes.js';
import { registerWechatRoutes } from './identity/wechat/routes.js';
import { registerBannerRoutes } from './library/banners/routes.js';
import { registerCatalogueRoutes } from './library/catalogues/routes.js';
import { registerCloudUploadRoutes } from './library/cloudUpload/routes.js';
import { registerFileRoutes } from './library/files/routes.js';
import { registerImageRoutes } from './library/images/routes.js';
import { registerMediaRoutes } from './library/media/routes.js';
import { registerMediaQuestionRoutes } from './library/media-questions/routes.js';
import { registerUploadRoutes } from './library/uploads/routes.js';
import { registerApplicationRoutes } from './people/applications/routes.js';
import { registerDepartmentRoutes } from './people/departments/routes.js';
import { registerUserImportRoutes } from './people/imports/routes.js';
import { registerInviteRoutes } from './people/invites/routes.js';
import { registerPositionRoutes } from './people/positions/routes.js';
import { registerRoleRoutes } from './people/roles/routes.js';
import { registerUserRoutes } from './people/users/routes.js';
import { registerPracticeAudioRoutes } from './practice/audio/routes.js';
import { registerVoiceprintRoutes } from './identity/voiceprint/routes.js';
import { registerCustomerRoutes } from './practice/customers/routes.js';
import { registerDigitalHumanRoutes } from './practice/digital-humans/routes.js';
import { registerDubbingRoutes } from './practice/dubbing/routes.js';
import { registerDialogueRoutes } from './practice/dialogue/routes.js';
import { registerHotWordRoutes } from './practice/hotwords/routes.js';
import { registerLatencyRoutes } from './practice/latency/routes.js';
import { registerSceneOptionRoutes } from './practice/options/routes.js';
import { registerLearnerPracticeRoutes } from './practice/learner-scenarios/routes.js';
import { registerSceneRoutes } from './practice/scenes/routes.js';
import { registerPracticeSettingRoutes } from './practice/settings/routes.js';
import { registerScoringRuleRoutes } from './practice/scoring-rules/routes.js';
import { registerLearnerAppealRoutes } from './appeals/learner/routes.js';
import { registerAppealReviewRoutes } from './appeals/review/routes.js';
import { registerDeliverySettingRoutes } from './notifications/delivery-settings/routes.js';
import { registerPracticeSessionRoutes } from './practice/session/routes.js';
import { registerSpeechRoutes } from './practice/speeches/routes.js';
import { registerWordLibraryRoutes } from './practice/word-libraries/routes.js';
import { registerReportActivityRoutes } from './reports/activity/routes.js';
import { registerAiReportRoutes } from './reports/ai/routes.js';
import { registerChildAnalysisRoutes } from './reports/analysis/routes.js';
import { registerReportHomeRoutes } from './reports/home/routes.js';
import { registerReportStudentRoutes } from './reports/students/routes.js';
import { registerTaskReportRoutes } from './reports/tasks/routes.js';
import { registerLocaleRoutes } from './system/locales/routes.js';
import { registerSystemRoutes } from './system/status/routes.js';
import { registerLearnerTaskRoutes } from './training/learner-tasks/routes.js';
import { registerMediaTaskRoutes } from './training/media-tasks/routes.js';
import { registerMineRoutes } from './training/mine/routes.js';
import { registerPackageRoutes } from './training/packages/routes.js';
import { registerRankingRoutes } from './training/ranking/routes.js';
import { registerRecycleBinRoutes } from './audit/recycle-bin/routes.js';
import { registerLevelRoutes } from './training/levels/routes.js';
import { registerCheckinRoutes } from './training/checkin/routes.js';
import { registerNotifySendRoutes } from './notifications/sends/routes.js';
import { registerNotifyTemplateRoutes } from './notifications/templates/routes.js';
import { registerDialogCollectRoutes } from './assistant/collect/routes.js';
import { registerKnowledgeRoutes } from './assistant/knowledge/routes.js';
import { registerAigcBankRoutes } from './assistant/aigc/routes.js';
import { registerVoiceprintAuditRoutes } from './people/voiceprint-audits/routes.js';
import { registerNoticeInboxRoutes } from './notices/inbox/routes.js';
import { registerSubscriptionRoutes } from './notices/subscription/routes.js';
import { registerTaskMessageRoutes } from './notices/task-messages/routes.js';
import { registerCostCentreRoutes } from './billing/cost-centre/routes.js';
import { registerCostOperatorRoutes } from './billing/operator/routes.js';
import { registerUsageRoutes } from './billing/usage/routes.js';

/**
 * The one registration point: every feature's routes (`src/<domain>/<feature>/routes.ts`), in the
 * order they are matched. A new feature adds its line here and nowhere else.
 */
const FEATURES: readonly RouteRegistrar[] = [
  registerSystemRoutes,
  registerLocaleRoutes,
  registerLoginRoutes,
  registerSmsRoutes,
  registerWechatRoutes,
  registerSsoRoutes,
  registerLoginLogRoutes,
  registerOperationLogRoutes,
  registerRegistrationRoutes,
  registerRegistrationReviewRoutes,
  registerSettingRoutes,
  registerIdentityOptionRoutes,
  registerLookRoutes,
  registerFileRoutes,
  registerCloudUploadRoutes,
  registerSessionRoutes,
  registerUserImportRoutes,
  registerUserRoutes,
  registerVoiceprintAuditRoutes,
  registerDepartmentRoutes,
  registerPositionRoutes,
  registerInviteRoutes,
  registerRoleRoutes,
  registerApplicationRoutes,
  registerPackageRoutes,
  registerRecycleBinRoutes,
  registerLearnerTaskRoutes,
  registerMediaTaskRoutes,
  registerRankingRoutes,
  registerMineRoutes,
  registerLevelRoutes,
  registerCheckinRoutes,
  registerNotifyTemplateRoutes,
  registerDialogCollectRoutes,
  registerAigcBankRoutes,
  registerNotifySendRoutes,
  registerKnowledgeRoutes,
  registerUsageRoutes,
  registerCatalogueRoutes,
  registerUploadRoutes,
  registerMediaRoutes,
  registerMediaQuestionRoutes,
  registerImageRoutes,
  registerBannerRoutes,
  registerQuestionRoutes,
  registerPaperRoutes,
  registerImportRoutes,
  registerExaminationRoutes,
  registerExamTakingRoutes,
  registerFaqImportRoutes,
  registerFaqResultRoutes,
  registerFaqRoutes,
  registerFaqDrillRoutes,
  registerSpeechRoutes,
  registerCustomerRoutes,
  registerDigitalHumanRoutes,
  registerDubbingRoutes,
  registerDialogueRoutes,
  registerPracticeAudioRoutes,
  registerHotWordRoutes,
  registerWordLibraryRoutes,
  registerScoringRuleRoutes,
  registerLearnerAppealRoutes,
  registerAppealReviewRoutes,
  registerDeliverySettingRoutes,
  registerSceneRoutes,
  registerLatencyRoutes,
  registerSceneOptionRoutes,
  registerPracticeSettingRoutes,
  registerLearnerPracticeRoutes,
  registerPracticeSessionRoutes,
  registerReportHomeRoutes,
  registerReportStudentRoutes,
  registerReportActivityRoutes,
  registerTaskReportRoutes,
  registerChildAnalysisRoutes,
  registerAiReportRoutes,
  registerVoiceprintRoutes,
  registerNoticeInboxRoutes,
  registerSubscriptionRoutes,
  registerTaskMessageRoutes,
  registerCostCentreRoutes,
  registerCostOperatorRoutes,
];

/** The three routers with every feature's routes (`http/routers.ts` says who may call which). */
export function createRouters(extra: readonly RouteRegistrar[] = []): Routers {
  const routers: Routers = { public: new Router(), learner: new Router(), admin: new Router() };
  // Router-level middleware runs only when one of the router's routes matches the request.
  routers.learner.use(requireSession());
  routers.admin.use(requireAdmin());
  for (const register of [...FEATURES, ...extra]) register(routers);
  // Last: `GET /api/login/:id` would otherwise answer `/api/login/randomcode` and its siblings.
  registerOnlineCheckRoute(routers);
  return routers;
}

/** Mounts the routers in order: public, learner, admin. */
export function mountRouters(app: Koa, routers: Routers): void {
  for (const router of [routers.public, routers.learner, routers.admin]) app.use(router.routes());
}

/** The methods any router serves for a path, to tell "wrong method" (405) from "no such path" (404). */
export function allowedMethodsFor(routers: Routers, path: string): string[] {
  const methods = new Set<string>();
  for (const router of [routers.public, routers.learner, routers.admin]) {
    for (const layer of router.match(path, 'GET').path) for (const method of layer.methods) methods.add(method);
  }
  return [...methods];
}
