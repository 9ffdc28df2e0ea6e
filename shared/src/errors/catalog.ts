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

/**
 * Each error's errcode (written into the envelope) and HTTP status. Codes below 10000 that are not
 * logout codes are grouped by HTTP family (4xx00) to stay readable.
 */
const CODES = {
  'errors.unknown': [50000, 500],
  'errors.network': [50300, 503],
  'errors.timeout': [50400, 504],
  'errors.notFound': [40400, 404],
  'errors.methodNotAllowed': [40500, 405],
  'errors.malformedBody': [40001, 400],
  'errors.invalidInput': [40002, 400],
  'errors.payloadTooLarge': [41300, 413],
  'errors.unsupportedMediaType': [41500, 415],
  'errors.loginRequired': [LOGOUT_CODES.loginRequired, 401],
  'errors.accountDisabled': [LOGOUT_CODES.accountDisabled, 401],
  'errors.accountExpired': [LOGOUT_CODES.accountExpired, 401],
  'errors.organisationExpired': [40371, 403],
  'errors.sessionRevoked': [LOGOUT_CODES.sessionRevoked, 401],
  'errors.loggedOutElsewhere': [LOGOUT_CODES.loggedOutElsewhere, 401],
  'errors.wrongCredentials': [40003, 400],
  'errors.keyExpired': [40004, 400],
  'errors.captchaWrong': [40005, 400],
  /** Tencent Captcha refused the ticket (or none came where the deployment always wants it): its own wording, not the picture's. */
  'errors.captchaTicketRefused': [40023, 400],
  /** Recent failed sign-ins for the account or the address: the attempt must carry a solved captcha. */
  'errors.captchaRequired': [40020, 400],
  'errors.smsCodeWrong': [40006, 400],
  'errors.serialExpired': [40007, 400],
  'errors.mobileNotRegistered': [40008, 400],
  'errors.wechatNotBound': [40009, 400],
  'errors.authcodeInvalid': [40010, 400],
  'errors.passwordReused': [40011, 400],
  'errors.passwordChangeRequired': [40310, 403],
  'errors.passwordExpired': [40311, 403],
  'errors.balanceNegative': [40320, 403],
  'errors.accountPending': [40321, 403],
  'errors.accountExists': [40900, 409],
  'errors.orgExists': [40901, 409],
  'errors.smsTooSoon': [42901, 429],
  'errors.smsDailyLimit': [42902, 429],
  'errors.smsFailed': [50201, 502],
  'errors.wechatFailed': [50202, 502],
  'errors.wechatNotEnabled': [40402, 404],
  'errors.forbidden': [40300, 403],
  'errors.rateLimited': [42900, 429],
  /** This address failed too often for this account: the next try after `seconds`. */
  'errors.loginWait': [42910, 429],
  /** The account failed too often from devices it never signed in on: those wait `minutes` (docs/security.md "Password guessing"). */
  'errors.loginAccountPaused': [42922, 429],
  /** Another SMS code for this number or from this address within the hour: the request must carry a solved captcha. */
  'errors.smsCaptchaRequired': [40022, 400],
  /** The captcha service could not be asked whether a ticket is good. */
  'errors.captchaUnavailable': [50222, 502],
  'errors.shuttingDown': [50301, 503],
  /** The readiness check (`GET /api/ready`): the database did not answer in time. */
  'errors.databaseUnreachable': [50302, 503],
  /** The readiness check: the Redis server linking the processes (`REDIS_URL`) did not answer in time. */
  'errors.redisUnreachable': [50303, 503],
  'errors.cannotDisableSelf': [40012, 400],
  'errors.cannotDisableOwner': [40013, 400],
  /** Deleting a user (docs/people.md "Deleting users"): never one's own account, never the owner's. */
  'errors.cannotDeleteSelf': [40019, 400],
  'errors.cannotDeleteOwner': [40021, 400],
  'errors.departmentCycle': [40014, 400],
  'errors.roleDisabled': [40015, 400],
  'errors.positionCycle': [40016, 400],
  /** A manager must be another user of the organisation, and no one may end up managing themself. */
  'errors.managerInvalid': [40017, 400],
  'errors.superRoleForbidden': [40301, 403],
  'errors.protectedUser': [40302, 403],
  'errors.cannotChangeOwnRole': [40303, 403],
  /** The caller's role does not open the training centre (admin §3 Role, permissions per application). */
  'errors.trainingNotGranted': [40312, 403],
  'errors.outsideDataScope': [40313, 403],
  /** A write by an administrator narrowed by data permission that would let it see people it did not see before. */
  'errors.dataScopeWidened': [40314, 403],
  /** A role granting a function the caller does not hold: not assigned, created, edited or disabled by them. */
  'errors.roleExceedsRights': [40370, 403],
  /** Changing the log retention without every log function whose rows it purges (`LOG_FUNCTION_KEYS`). */
  'errors.logRetentionNeedsLogs': [40372, 403],
  'errors.departmentNotEmpty': [40902, 409],
  'errors.departmentExists': [40903, 409],
  'errors.roleExists': [40904, 409],
  /** A role still held by users is not deleted: they need another role first. */
  'errors.roleInUse': [40907, 409],
  /** An invite code that does not exist or was revoked (the join page and its calls). */
  'errors.inviteNotFound': [40403, 404],
  /** An invite code past its validity date. */
  'errors.inviteExpired': [40908, 409],
  /** An invite code that has let in its maximum of invitees. */
  'errors.inviteFull': [40909, 409],
  /** An invite code's maximum set below the invitees it already let in. */
  'errors.inviteMaxBelowUsed': [40018, 400],
  'errors.positionNotEmpty': [40905, 409],
  'errors.positionExists': [40906, 409],
  'errors.unsubscribeLinkInvalid': [40401, 404],
  /** An enterprise registration the provider has not reviewed yet: its owner cannot sign in. */
  'errors.registrationPending': [40324, 403],
  /** An enterprise registration the provider refused. */
  'errors.registrationRejected': [40325, 403],
  /** Approving or refusing a registration that is no longer waiting for that. */
  'errors.registrationDecided': [40925, 409],
  /** Giving the platform's own organisation (its top administrator's) a last day: nobody could renew it. */
  'errors.platformOrganisationEnds': [40926, 409],
  /** Every import slot of the organisation is taken (docs/security.md "Excel imports"). */
  'errors.importBusy': [42925, 429],
  /** The workbook inflates past the import limit. */
  'errors.importTooLarge': [41325, 413],
  /** The workbook merges more cells (or defines more columns) than an import reads. */
  'errors.importTooComplex': [41326, 413],
  'errors.exam.notOpen': [40360, 403],
  'errors.exam.closed': [40361, 403],
  'errors.exam.notInRange': [40362, 403],
  'errors.exam.submitTooEarly': [40363, 403],
  'errors.exam.notYourAttempt': [40364, 403],
  'errors.exam.answersHidden': [40365, 403],
  'errors.exam.timeUp': [40366, 403],
  'errors.exam.retakeNotAllowed': [40367, 403],
  'errors.exam.noRetriesLeft': [40368, 403],
  'errors.exam.disabled': [40369, 403],
  'errors.exam.alreadySubmitted': [40960, 409],
  'errors.exam.paperLocked': [40961, 409],
  'errors.exam.paperNotPublished': [40962, 409],
  'errors.exam.attemptNotFound': [40460, 404],
  'errors.exam.paperNotFound': [40461, 404],
  'errors.exam.questionNotFound': [40462, 404],
  'errors.exam.importInvalid': [40060, 400],
  'errors.exam.invalidExcel': [40061, 400],
  'errors.exam.requireExcel': [41560, 415],
  'errors.library.catalogNotFound': [40410, 404],
  'errors.library.catalogNotEmpty': [40910, 409],
  'errors.library.catalogCycle': [40030, 400],
  'errors.library.catalogExists': [40911, 409],
  'errors.library.uploadNotFound': [40411, 404],
  'errors.library.uploadOffset': [40912, 409],
  'errors.library.uploadOversize': [41310, 413],
  'errors.library.uploadIncomplete': [40031, 400],
  'errors.library.uploadDone': [40913, 409],
  'errors.library.chunkTooLarge': [41311, 413],
  'errors.library.contentMismatch': [41510, 415],
  'errors.library.mediaNotFound': [40412, 404],
  'errors.library.viewKeyInvalid': [40330, 403],
  'errors.library.bannerTaskNotFound': [40032, 400],
  'errors.library.bannerNotFound': [40413, 404],
  'errors.library.previewUnavailable': [40414, 404],
  'errors.library.catalogRefused': [40331, 403],
  'errors.library.uploadDirect': [40915, 409],
  'errors.library.storedSizeMismatch': [40033, 400],
  'errors.library.storageUnavailable': [50386, 503],
  'errors.library.accessSelfLock': [40914, 409],
  'errors.library.videoProcessing': [40920, 409],
  'errors.library.videoUnavailable': [40921, 409],
  'errors.library.videoNotProcessed': [40922, 409],
  'errors.tasks.unavailable': [40450, 404],
  'errors.tasks.packageNotFound': [40451, 404],
  'errors.tasks.childNotFound': [40452, 404],
  'errors.tasks.userNotFound': [40453, 404],
  'errors.tasks.frontPackageNotComplete': [40350, 403],
  'errors.tasks.frontTaskNotPassed': [40351, 403],
  'errors.tasks.notStarted': [40352, 403],
  'errors.tasks.ended': [40353, 403],
  'errors.tasks.viewingTimeNotMet': [40050, 400],
  'errors.tasks.rangeUnknown': [40051, 400],
  'errors.tasks.mediaUnavailable': [40052, 400],
  'errors.tasks.frontUnknown': [40053, 400],
  'errors.tasks.avatarUnknown': [40054, 400],
  'errors.tasks.childTasksLocked': [40950, 409],
  'errors.tasks.deletePublishing': [40951, 409],
  'errors.tasks.publishedFieldLocked': [40952, 409],
  'errors.tasks.notScheduled': [40954, 409],
  'errors.tasks.alreadyPublished': [40955, 409],
  'errors.practice.speechNotFound': [40470, 404],
  'errors.practice.customerNotFound': [40471, 404],
  'errors.practice.voiceTemplateNotFound': [40472, 404],
  'errors.practice.audioNotFound': [40473, 404],
  'errors.practice.hotWordNotFound': [40474, 404],
  'errors.practice.wordNotFound': [40475, 404],
  'errors.practice.synonymNotFound': [40476, 404],
  'errors.practice.scoringRuleNotFound': [40477, 404],
  'errors.practice.scenarioNotFound': [40478, 404],
  'errors.practice.hotWordLimit': [40970, 409],
  'errors.practice.keywordExists': [40971, 409],
  'errors.practice.synonymExists': [40972, 409],
  'errors.practice.ruleNameExists': [40973, 409],
  'errors.practice.scenarioIncomplete': [40974, 409],
  'errors.practice.inUse': [40975, 409],
  'errors.practice.voiceTemplateCharged': [40978, 409],
  'errors.practice.dubbingTaskNotFound': [40479, 404],
  'errors.practice.dubbingLineNotFound': [40489, 404],
  /** A dubbing line the TTS provider could not voice (admin §8 'audio synthesis failed try again'): kept on the line, shown with it. */
  'errors.practice.synthesisFailed': [50370, 503],
  'errors.practiceSession.notFound': [40480, 404],
  'errors.practiceSession.scenarioUnavailable': [40481, 404],
  'errors.practiceSession.finished': [40980, 409],
  'errors.practiceSession.paused': [40981, 409],
  'errors.practiceSession.notPaused': [40982, 409],
  'errors.practiceSession.pauseExpired': [40983, 409],
  'errors.practiceSession.pauseNotAllowed': [40985, 409],
  'errors.practiceSession.recordingNotFound': [40482, 404],
  'errors.practiceSession.dialogueNotReady': [40487, 404],
  'errors.practiceSession.lineNotFound': [40483, 404],
  'errors.practiceSession.soundNotFound': [40484, 404],
  'errors.practiceSession.voiceUnavailable': [50380, 503],
  'errors.practiceSession.recognitionOff': [40580, 405],
  'errors.practiceSession.recognitionUnavailable': [50381, 503],
  'errors.practiceSession.notRecording': [40984, 409],
  'errors.practiceSession.busy': [40986, 409],
  'errors.practiceSession.notHeard': [40080, 400],
  'errors.practiceSession.roleplayOff': [50382, 503],
  'errors.practiceSession.roleplayFailed': [50383, 503],
  'errors.faq.notFound': [40490, 404],
  'errors.faq.drillNotFound': [40491, 404],
  'errors.faq.questionUnknown': [40492, 404],
  'errors.faq.refsUnknown': [40493, 404],
  'errors.faq.bankEmpty': [40990, 409],
  'errors.faq.drillFinished': [40991, 409],
  'errors.faq.inUse': [40992, 409],
  'errors.faq.modelNotConfigured': [50396, 503],
  'errors.faq.modelFailed': [50390, 503],
  'errors.reports.packageNotFound': [40495, 404],
  'errors.reports.childNotFound': [40496, 404],
  'errors.reports.studentNotFound': [40497, 404],
  'errors.reports.modelNotConfigured': [50397, 503],
  'errors.reports.modelFailed': [50395, 503],
  'errors.reports.exportBusy': [42995, 429],
  'errors.levels.levelNotFound': [40440, 404],
  'errors.levels.badgeNotFound': [40441, 404],
  'errors.levels.experienceTaken': [40940, 409],
  'errors.levels.tooMany': [40941, 409],
  'errors.recycleBin.notFound': [40442, 404],
  'errors.recycleBin.restoreFirst': [40942, 409],
  'errors.recycleBin.belongsToGone': [40943, 409],
  'errors.recycleBin.taken': [40944, 409],
  'errors.voiceprint.notEnabled': [40390, 403],
  'errors.voiceprint.notMatched': [40391, 403],
  'errors.voiceprint.notRegistered': [40498, 404],
  'errors.voiceprint.auditNotFound': [40499, 404],
  'errors.voiceprint.sampleNotFound': [40485, 404],
  'errors.voiceprint.auditFinal': [40993, 409],
  'errors.voiceprint.noRecording': [40994, 409],
  'errors.voiceprint.providerFailed': [50385, 503],
  'errors.appeals.itemUnknown': [40070, 400],
  'errors.appeals.itemRepeated': [40071, 400],
  'errors.appeals.scoreOutOfRange': [40072, 400],
  'errors.appeals.scoreLowered': [40073, 400],
  'errors.appeals.nothingChanged': [40074, 400],
  'errors.appeals.notFound': [40420, 404],
  'errors.appeals.recordNotFound': [40421, 404],
  'errors.appeals.audioNotFound': [40422, 404],
  'errors.appeals.alreadyAppealed': [40930, 409],
  'errors.appeals.notScored': [40931, 409],
  'errors.appeals.final': [40932, 409],
  'errors.checkin.notFound': [40426, 404],
  'errors.checkin.learnerNotFound': [40427, 404],
  'errors.checkin.contentNotFound': [40428, 404],
  'errors.checkin.unavailable': [40322, 403],
  'errors.checkin.notToday': [40929, 409],
  'errors.notices.notFound': [40435, 404],
  'errors.notices.linkInvalid': [40436, 404],
  'errors.notices.unavailable': [40437, 404],
  'errors.cloudUpload.credentialsDisabled': [40336, 403],
  'errors.cloudUpload.credentialsFailed': [50398, 503],
  'errors.assistant.disabled': [40340, 403],
  'errors.assistant.notDealer': [40341, 403],
  'errors.assistant.tokenInvalid': [40342, 403],
  'errors.knowledge.notFound': [40425, 404],
  'errors.knowledge.notDocument': [40024, 400],
  'errors.knowledge.mediaNotFound': [40025, 400],
  'errors.knowledge.alreadyAdded': [40026, 400],
  'errors.mediaQuestions.notFound': [40415, 404],
  'errors.mediaQuestions.answerInvalid': [40027, 400],
  'errors.mediaQuestions.atBeyondEnd': [40028, 400],
  'errors.mediaQuestions.alreadyAnswered': [40987, 409],
  'errors.mediaQuestions.unanswered': [40988, 409],
  'errors.notify.notFound': [40430, 404],
  'errors.notify.mailNotConfigured': [40090, 400],
  'errors.notify.mailAuth': [40091, 400],
  'errors.notify.mailUnreachable': [40092, 400],
  'errors.notify.mailRefused': [40093, 400],
  'errors.notify.mailTimeout': [40094, 400],
  'errors.notify.wecomNotConfigured': [40095, 400],
  'errors.notify.wecomFailed': [40096, 400],
  'errors.notify.scopeUnavailable': [40097, 400],
  'errors.dialogCollect.tooManyFiles': [40040, 400],
  'errors.dialogCollect.formatInvalid': [40041, 400],
  'errors.dialogCollect.tooLong': [40042, 400],
  'errors.dialogCollect.notRecognised': [40043, 400],
  /** The model's answer could not be made into a scenario that validates (tried again by asking again). */
  'errors.dialogCollect.draftFailed': [40044, 400],
  'errors.dialogCollect.notFound': [40423, 404],
  /** Language model configured, file recognition not (`ASR_FILE_PROVIDER`): uploads are refused. */
  'errors.dialogCollect.recognitionDisabled': [40345, 403],
  'errors.aigcBank.fileNotFound': [40045, 400],
  'errors.aigcBank.notReady': [40046, 400],
  'errors.aigcBank.alreadyAccepted': [40047, 400],
  'errors.aigcBank.wrongKind': [40048, 400],
  'errors.aigcBank.discarded': [40049, 400],
  'errors.aigcBank.notFound': [40424, 404],
  'errors.aigcBank.fileDenied': [40346, 403],
} as const satisfies Record<ErrorKey, readonly [errcode: number, status: number]>;

type Codes = typeof CODES;

/**
 * Every error the server can answer with: a stable i18n key, a numeric errcode and an HTTP status
 * (`CODES`, kept as pairs so a client's bundle carries the table compactly).
 */
export const ERRORS = Object.fromEntries(Object.entries(CODES).map(([key, [errcode, status]]) => [key, { errcode, status }])) as {
  readonly [K in ErrorKey]: { readonly errcode: Codes[K][0]; readonly status: Codes[K][1] };
};

/** The i18n key for an errcode, so a client can show the message in its own language. */
export function errorKeyForCode(errcode: number): ErrorKey | undefined {
  return (Object.keys(ERRORS) as ErrorKey[]).find((key) => ERRORS[key].errcode === errcode);
}
