import type { ErrorKey } from '../i18n/messages.js';

/**
 * The spec's forced-logout codes (learner-and-session §8). Any response carrying one of these makes
 * every client log out exactly once; 10001 additionally shows "logged out elsewhere" at login.
 */
export const LOGOUT_CODES = {
  loginRequired: 10000,
  accountDisabled: 9999,
  accountExpired: 9998,
  sessionRevoked: 9100,
  loggedOutElsewhere: 10001,
} as const;

export type LogoutCode = (typeof LOGOUT_CODES)[keyof typeof LOGOUT_CODES];

const logoutCodeSet: ReadonlySet<number> = new Set(Object.values(LOGOUT_CODES));

/** True when an errcode forces a logout. */
export function isLogoutCode(code: unknown): code is LogoutCode {
  return typeof code === 'number' && logoutCodeSet.has(code);
}

interface ErrorDefinition {
  /** The numeric errcode written into the envelope. */
  errcode: number;
  /** The HTTP status the server answers with. */
  status: number;
}

/**
 * Every error the server can answer with: a stable i18n key, a numeric errcode and an HTTP status.
 * Codes below 10000 that are not logout codes are grouped by HTTP family (4xx00) to stay readable.
 */
export const ERRORS = {
  'errors.unknown': { errcode: 50000, status: 500 },
  'errors.network': { errcode: 50300, status: 503 },
  'errors.timeout': { errcode: 50400, status: 504 },
  'errors.notFound': { errcode: 40400, status: 404 },
  'errors.methodNotAllowed': { errcode: 40500, status: 405 },
  'errors.malformedBody': { errcode: 40001, status: 400 },
  'errors.invalidInput': { errcode: 40002, status: 400 },
  'errors.payloadTooLarge': { errcode: 41300, status: 413 },
  'errors.unsupportedMediaType': { errcode: 41500, status: 415 },
  'errors.loginRequired': { errcode: LOGOUT_CODES.loginRequired, status: 401 },
  'errors.accountDisabled': { errcode: LOGOUT_CODES.accountDisabled, status: 401 },
  'errors.accountExpired': { errcode: LOGOUT_CODES.accountExpired, status: 401 },
  'errors.organisationExpired': { errcode: 40371, status: 403 },
  'errors.sessionRevoked': { errcode: LOGOUT_CODES.sessionRevoked, status: 401 },
  'errors.loggedOutElsewhere': { errcode: LOGOUT_CODES.loggedOutElsewhere, status: 401 },
  'errors.wrongCredentials': { errcode: 40003, status: 400 },
  'errors.keyExpired': { errcode: 40004, status: 400 },
  'errors.captchaWrong': { errcode: 40005, status: 400 },
  /** Tencent Captcha refused the ticket (or none came where the deployment always wants it): its own wording, not the picture's. */
  'errors.captchaTicketRefused': { errcode: 40023, status: 400 },
  /** Recent failed sign-ins for the account or the address: the attempt must carry a solved captcha. */
  'errors.captchaRequired': { errcode: 40020, status: 400 },
  'errors.smsCodeWrong': { errcode: 40006, status: 400 },
  'errors.serialExpired': { errcode: 40007, status: 400 },
  'errors.mobileNotRegistered': { errcode: 40008, status: 400 },
  'errors.wechatNotBound': { errcode: 40009, status: 400 },
  'errors.authcodeInvalid': { errcode: 40010, status: 400 },
  'errors.passwordReused': { errcode: 40011, status: 400 },
  'errors.passwordChangeRequired': { errcode: 40310, status: 403 },
  'errors.passwordExpired': { errcode: 40311, status: 403 },
  'errors.balanceNegative': { errcode: 40320, status: 403 },
  'errors.accountPending': { errcode: 40321, status: 403 },
  'errors.accountExists': { errcode: 40900, status: 409 },
  'errors.orgExists': { errcode: 40901, status: 409 },
  'errors.smsTooSoon': { errcode: 42901, status: 429 },
  'errors.smsDailyLimit': { errcode: 42902, status: 429 },
  'errors.smsFailed': { errcode: 50201, status: 502 },
  'errors.wechatFailed': { errcode: 50202, status: 502 },
  'errors.wechatNotEnabled': { errcode: 40402, status: 404 },
  'errors.forbidden': { errcode: 40300, status: 403 },
  'errors.rateLimited': { errcode: 42900, status: 429 },
  /** This address failed too often for this account: the next try after `seconds`. */
  'errors.loginWait': { errcode: 42910, status: 429 },
  /** The account failed too often from devices it never signed in on: those wait `minutes` (docs/security.md "Password guessing"). */
  'errors.loginAccountPaused': { errcode: 42922, status: 429 },
  /** Another SMS code for this number or from this address within the hour: the request must carry a solved captcha. */
  'errors.smsCaptchaRequired': { errcode: 40022, status: 400 },
  /** The captcha service could not be asked whether a ticket is good. */
  'errors.captchaUnavailable': { errcode: 50222, status: 502 },
  'errors.shuttingDown': { errcode: 50301, status: 503 },
  /** The readiness check (`GET /api/ready`): the database did not answer in time. */
  'errors.databaseUnreachable': { errcode: 50302, status: 503 },
  /** The readiness check: the Redis server linking the processes (`REDIS_URL`) did not answer in time. */
  'errors.redisUnreachable': { errcode: 50303, status: 503 },
  'errors.cannotDisableSelf': { errcode: 40012, status: 400 },
  'errors.cannotDisableOwner': { errcode: 40013, status: 400 },
  /** Deleting a user (docs/people.md "Deleting users"): never one's own account, never the owner's. */
  'errors.cannotDeleteSelf': { errcode: 40019, status: 400 },
  'errors.cannotDeleteOwner': { errcode: 40021, status: 400 },
  'errors.departmentCycle': { errcode: 40014, status: 400 },
  'errors.roleDisabled': { errcode: 40015, status: 400 },
  'errors.positionCycle': { errcode: 40016, status: 400 },
  /** A manager must be another user of the organisation, and no one may end up managing themself. */
  'errors.managerInvalid': { errcode: 40017, status: 400 },
  'errors.superRoleForbidden': { errcode: 40301, status: 403 },
  'errors.protectedUser': { errcode: 40302, status: 403 },
  'errors.cannotChangeOwnRole': { errcode: 40303, status: 403 },
  /** The caller's role does not open the training centre (admin §3 Role, permissions per application). */
  'errors.trainingNotGranted': { errcode: 40312, status: 403 },
  'errors.outsideDataScope': { errcode: 40313, status: 403 },
  /** A write by an administrator narrowed by data permission that would let it see people it did not see before. */
  'errors.dataScopeWidened': { errcode: 40314, status: 403 },
  /** A role granting a function the caller does not hold: not assigned, created, edited or disabled by them. */
  'errors.roleExceedsRights': { errcode: 40370, status: 403 },
  /** Changing the log retention without every log function whose rows it purges (`LOG_FUNCTION_KEYS`). */
  'errors.logRetentionNeedsLogs': { errcode: 40372, status: 403 },
  'errors.departmentNotEmpty': { errcode: 40902, status: 409 },
  'errors.departmentExists': { errcode: 40903, status: 409 },
  'errors.roleExists': { errcode: 40904, status: 409 },
  /** A role still held by users is not deleted: they need another role first. */
  'errors.roleInUse': { errcode: 40907, status: 409 },
  /** An invite code that does not exist or was revoked (the join page and its calls). */
  'errors.inviteNotFound': { errcode: 40403, status: 404 },
  /** An invite code past its validity date. */
  'errors.inviteExpired': { errcode: 40908, status: 409 },
  /** An invite code that has let in its maximum of invitees. */
  'errors.inviteFull': { errcode: 40909, status: 409 },
  /** An invite code's maximum set below the invitees it already let in. */
  'errors.inviteMaxBelowUsed': { errcode: 40018, status: 400 },
  'errors.positionNotEmpty': { errcode: 40905, status: 409 },
  'errors.positionExists': { errcode: 40906, status: 409 },
  'errors.unsubscribeLinkInvalid': { errcode: 40401, status: 404 },
  /** An enterprise registration the provider has not reviewed yet: its owner cannot sign in. */
  'errors.registrationPending': { errcode: 40324, status: 403 },
  /** An enterprise registration the provider refused. */
  'errors.registrationRejected': { errcode: 40325, status: 403 },
  /** Approving or refusing a registration that is no longer waiting for that. */
  'errors.registrationDecided': { errcode: 40925, status: 409 },
  /** Giving the platform's own organisation (its top administrator's) a last day: nobody could renew it. */
  'errors.platformOrganisationEnds': { errcode: 40926, status: 409 },
  /** Every import slot of the organisation is taken (docs/security.md "Excel imports"). */
  'errors.importBusy': { errcode: 42925, status: 429 },
  /** The workbook inflates past the import limit. */
  'errors.importTooLarge': { errcode: 41325, status: 413 },
  /** The workbook merges more cells (or defines more columns) than an import reads. */
  'errors.importTooComplex': { errcode: 41326, status: 413 },
  'errors.exam.notOpen': { errcode: 40360, status: 403 },
  'errors.exam.closed': { errcode: 40361, status: 403 },
  'errors.exam.notInRange': { errcode: 40362, status: 403 },
  'errors.exam.submitTooEarly': { errcode: 40363, status: 403 },
  'errors.exam.notYourAttempt': { errcode: 40364, status: 403 },
  'errors.exam.answersHidden': { errcode: 40365, status: 403 },
  'errors.exam.timeUp': { errcode: 40366, status: 403 },
  'errors.exam.retakeNotAllowed': { errcode: 40367, status: 403 },
  'errors.exam.noRetriesLeft': { errcode: 40368, status: 403 },
  'errors.exam.disabled': { errcode: 40369, status: 403 },
  'errors.exam.alreadySubmitted': { errcode: 40960, status: 409 },
  'errors.exam.paperLocked': { errcode: 40961, status: 409 },
  'errors.exam.paperNotPublished': { errcode: 40962, status: 409 },
  'errors.exam.attemptNotFound': { errcode: 40460, status: 404 },
  'errors.exam.paperNotFound': { errcode: 40461, status: 404 },
  'errors.exam.questionNotFound': { errcode: 40462, status: 404 },
  'errors.exam.importInvalid': { errcode: 40060, status: 400 },
  'errors.exam.invalidExcel': { errcode: 40061, status: 400 },
  'errors.exam.requireExcel': { errcode: 41560, status: 415 },
  'errors.library.catalogNotFound': { errcode: 40410, status: 404 },
  'errors.library.catalogNotEmpty': { errcode: 40910, status: 409 },
  'errors.library.catalogCycle': { errcode: 40030, status: 400 },
  'errors.library.catalogExists': { errcode: 40911, status: 409 },
  'errors.library.uploadNotFound': { errcode: 40411, status: 404 },
  'errors.library.uploadOffset': { errcode: 40912, status: 409 },
  'errors.library.uploadOversize': { errcode: 41310, status: 413 },
  'errors.library.uploadIncomplete': { errcode: 40031, status: 400 },
  'errors.library.uploadDone': { errcode: 40913, status: 409 },
  'errors.library.chunkTooLarge': { errcode: 41311, status: 413 },
  'errors.library.contentMismatch': { errcode: 41510, status: 415 },
  'errors.library.mediaNotFound': { errcode: 40412, status: 404 },
  'errors.library.viewKeyInvalid': { errcode: 40330, status: 403 },
  'errors.library.bannerTaskNotFound': { errcode: 40032, status: 400 },
  'errors.library.bannerNotFound': { errcode: 40413, status: 404 },
  'errors.library.previewUnavailable': { errcode: 40414, status: 404 },
  'errors.library.catalogRefused': { errcode: 40331, status: 403 },
  'errors.library.accessSelfLock': { errcode: 40914, status: 409 },
  'errors.tasks.unavailable': { errcode: 40450, status: 404 },
  'errors.tasks.packageNotFound': { errcode: 40451, status: 404 },
  'errors.tasks.childNotFound': { errcode: 40452, status: 404 },
  'errors.tasks.userNotFound': { errcode: 40453, status: 404 },
  'errors.tasks.frontPackageNotComplete': { errcode: 40350, status: 403 },
  'errors.tasks.frontTaskNotPassed': { errcode: 40351, status: 403 },
  'errors.tasks.notStarted': { errcode: 40352, status: 403 },
  'errors.tasks.ended': { errcode: 40353, status: 403 },
  'errors.tasks.viewingTimeNotMet': { errcode: 40050, status: 400 },
  'errors.tasks.rangeUnknown': { errcode: 40051, status: 400 },
  'errors.tasks.mediaUnavailable': { errcode: 40052, status: 400 },
  'errors.tasks.frontUnknown': { errcode: 40053, status: 400 },
  'errors.tasks.avatarUnknown': { errcode: 40054, status: 400 },
  'errors.tasks.childTasksLocked': { errcode: 40950, status: 409 },
  'errors.tasks.deletePublishing': { errcode: 40951, status: 409 },
  'errors.tasks.publishedFieldLocked': { errcode: 40952, status: 409 },
  'errors.tasks.notScheduled': { errcode: 40954, status: 409 },
  'errors.tasks.alreadyPublished': { errcode: 40955, status: 409 },
  'errors.practice.speechNotFound': { errcode: 40470, status: 404 },
  'errors.practice.customerNotFound': { errcode: 40471, status: 404 },
  'errors.practice.voiceTemplateNotFound': { errcode: 40472, status: 404 },
  'errors.practice.audioNotFound': { errcode: 40473, status: 404 },
  'errors.practice.hotWordNotFound': { errcode: 40474, status: 404 },
  'errors.practice.wordNotFound': { errcode: 40475, status: 404 },
  'errors.practice.synonymNotFound': { errcode: 40476, status: 404 },
  'errors.practice.scoringRuleNotFound': { errcode: 40477, status: 404 },
  'errors.practice.scenarioNotFound': { errcode: 40478, status: 404 },
  'errors.practice.hotWordLimit': { errcode: 40970, status: 409 },
  'errors.practice.keywordExists': { errcode: 40971, status: 409 },
  'errors.practice.synonymExists': { errcode: 40972, status: 409 },
  'errors.practice.ruleNameExists': { errcode: 40973, status: 409 },
  'errors.practice.scenarioIncomplete': { errcode: 40974, status: 409 },
  'errors.practice.inUse': { errcode: 40975, status: 409 },
  'errors.practice.voiceTemplateCharged': { errcode: 40978, status: 409 },
  'errors.practice.dubbingTaskNotFound': { errcode: 40479, status: 404 },
  'errors.practice.dubbingLineNotFound': { errcode: 40489, status: 404 },
  /** A dubbing line the TTS provider could not voice (admin §8 'audio synthesis failed try again'): kept on the line, shown with it. */
  'errors.practice.synthesisFailed': { errcode: 50370, status: 503 },
  'errors.practiceSession.notFound': { errcode: 40480, status: 404 },
  'errors.practiceSession.scenarioUnavailable': { errcode: 40481, status: 404 },
  'errors.practiceSession.finished': { errcode: 40980, status: 409 },
  'errors.practiceSession.paused': { errcode: 40981, status: 409 },
  'errors.practiceSession.notPaused': { errcode: 40982, status: 409 },
  'errors.practiceSession.pauseExpired': { errcode: 40983, status: 409 },
  'errors.practiceSession.pauseNotAllowed': { errcode: 40985, status: 409 },
  'errors.practiceSession.recordingNotFound': { errcode: 40482, status: 404 },
  'errors.practiceSession.dialogueNotReady': { errcode: 40487, status: 404 },
  'errors.practiceSession.lineNotFound': { errcode: 40483, status: 404 },
  'errors.practiceSession.soundNotFound': { errcode: 40484, status: 404 },
  'errors.practiceSession.voiceUnavailable': { errcode: 50380, status: 503 },
  'errors.practiceSession.recognitionOff': { errcode: 40580, status: 405 },
  'errors.practiceSession.recognitionUnavailable': { errcode: 50381, status: 503 },
  'errors.practiceSession.notRecording': { errcode: 40984, status: 409 },
  'errors.practiceSession.busy': { errcode: 40986, status: 409 },
  'errors.practiceSession.notHeard': { errcode: 40080, status: 400 },
  'errors.practiceSession.roleplayOff': { errcode: 50382, status: 503 },
  'errors.practiceSession.roleplayFailed': { errcode: 50383, status: 503 },
  'errors.faq.notFound': { errcode: 40490, status: 404 },
  'errors.faq.drillNotFound': { errcode: 40491, status: 404 },
  'errors.faq.questionUnknown': { errcode: 40492, status: 404 },
  'errors.faq.refsUnknown': { errcode: 40493, status: 404 },
  'errors.faq.bankEmpty': { errcode: 40990, status: 409 },
  'errors.faq.drillFinished': { errcode: 40991, status: 409 },
  'errors.faq.inUse': { errcode: 40992, status: 409 },
  'errors.faq.modelNotConfigured': { errcode: 50396, status: 503 },
  'errors.faq.modelFailed': { errcode: 50390, status: 503 },
  'errors.reports.packageNotFound': { errcode: 40495, status: 404 },
  'errors.reports.childNotFound': { errcode: 40496, status: 404 },
  'errors.reports.studentNotFound': { errcode: 40497, status: 404 },
  'errors.reports.modelNotConfigured': { errcode: 50397, status: 503 },
  'errors.reports.modelFailed': { errcode: 50395, status: 503 },
  'errors.reports.exportBusy': { errcode: 42995, status: 429 },
  'errors.levels.levelNotFound': { errcode: 40440, status: 404 },
  'errors.levels.badgeNotFound': { errcode: 40441, status: 404 },
  'errors.levels.experienceTaken': { errcode: 40940, status: 409 },
  'errors.levels.tooMany': { errcode: 40941, status: 409 },
  'errors.recycleBin.notFound': { errcode: 40442, status: 404 },
  'errors.recycleBin.restoreFirst': { errcode: 40942, status: 409 },
  'errors.recycleBin.belongsToGone': { errcode: 40943, status: 409 },
  'errors.recycleBin.taken': { errcode: 40944, status: 409 },
  'errors.voiceprint.notEnabled': { errcode: 40390, status: 403 },
  'errors.voiceprint.notMatched': { errcode: 40391, status: 403 },
  'errors.voiceprint.notRegistered': { errcode: 40498, status: 404 },
  'errors.voiceprint.auditNotFound': { errcode: 40499, status: 404 },
  'errors.voiceprint.sampleNotFound': { errcode: 40485, status: 404 },
  'errors.voiceprint.auditFinal': { errcode: 40993, status: 409 },
  'errors.voiceprint.noRecording': { errcode: 40994, status: 409 },
  'errors.voiceprint.providerFailed': { errcode: 50385, status: 503 },
  'errors.appeals.itemUnknown': { errcode: 40070, status: 400 },
  'errors.appeals.itemRepeated': { errcode: 40071, status: 400 },
  'errors.appeals.scoreOutOfRange': { errcode: 40072, status: 400 },
  'errors.appeals.scoreLowered': { errcode: 40073, status: 400 },
  'errors.appeals.nothingChanged': { errcode: 40074, status: 400 },
  'errors.appeals.notFound': { errcode: 40420, status: 404 },
  'errors.appeals.recordNotFound': { errcode: 40421, status: 404 },
  'errors.appeals.audioNotFound': { errcode: 40422, status: 404 },
  'errors.appeals.alreadyAppealed': { errcode: 40930, status: 409 },
  'errors.appeals.notScored': { errcode: 40931, status: 409 },
  'errors.appeals.final': { errcode: 40932, status: 409 },
  'errors.checkin.notFound': { errcode: 40426, status: 404 },
  'errors.checkin.learnerNotFound': { errcode: 40427, status: 404 },
  'errors.checkin.contentNotFound': { errcode: 40428, status: 404 },
  'errors.checkin.unavailable': { errcode: 40322, status: 403 },
  'errors.checkin.notToday': { errcode: 40929, status: 409 },
  'errors.notices.notFound': { errcode: 40435, status: 404 },
  'errors.notices.linkInvalid': { errcode: 40436, status: 404 },
  'errors.notices.unavailable': { errcode: 40437, status: 404 },
  'errors.notify.notFound': { errcode: 40430, status: 404 },
  'errors.notify.mailNotConfigured': { errcode: 40090, status: 400 },
  'errors.notify.mailAuth': { errcode: 40091, status: 400 },
  'errors.notify.mailUnreachable': { errcode: 40092, status: 400 },
  'errors.notify.mailRefused': { errcode: 40093, status: 400 },
  'errors.notify.mailTimeout': { errcode: 40094, status: 400 },
  'errors.notify.wecomNotConfigured': { errcode: 40095, status: 400 },
  'errors.notify.wecomFailed': { errcode: 40096, status: 400 },
  'errors.notify.scopeUnavailable': { errcode: 40097, status: 400 },
} as const satisfies Record<ErrorKey, ErrorDefinition>;

/** The i18n key for an errcode, so a client can show the message in its own language. */
export function errorKeyForCode(errcode: number): ErrorKey | undefined {
  return (Object.keys(ERRORS) as ErrorKey[]).find((key) => ERRORS[key].errcode === errcode);
}
