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
 * Each error's errcode (written into the envelope) and HTTP status, by its i18n key without the
 * `errors.` prefix. Codes below 10000 that are not logout codes are grouped by HTTP family (4xx00)
 * to stay readable.
 */
const CODES = {
  unknown: [50000, 500],
  network: [50300, 503],
  timeout: [50400, 504],
  notFound: [40400, 404],
  methodNotAllowed: [40500, 405],
  malformedBody: [40001, 400],
  invalidInput: [40002, 400],
  payloadTooLarge: [41300, 413],
  unsupportedMediaType: [41500, 415],
  loginRequired: [LOGOUT_CODES.loginRequired, 401],
  accountDisabled: [LOGOUT_CODES.accountDisabled, 401],
  accountExpired: [LOGOUT_CODES.accountExpired, 401],
  organisationExpired: [40371, 403],
  sessionRevoked: [LOGOUT_CODES.sessionRevoked, 401],
  loggedOutElsewhere: [LOGOUT_CODES.loggedOutElsewhere, 401],
  wrongCredentials: [40003, 400],
  keyExpired: [40004, 400],
  captchaWrong: [40005, 400],
  /** Tencent Captcha refused the ticket (or none came where the deployment always wants it): its own wording, not the picture's. */
  captchaTicketRefused: [40023, 400],
  /** Recent failed sign-ins for the account or the address: the attempt must carry a solved captcha. */
  captchaRequired: [40020, 400],
  smsCodeWrong: [40006, 400],
  serialExpired: [40007, 400],
  mobileNotRegistered: [40008, 400],
  wechatNotBound: [40009, 400],
  authcodeInvalid: [40010, 400],
  passwordReused: [40011, 400],
  passwordChangeRequired: [40310, 403],
  passwordExpired: [40311, 403],
  balanceNegative: [40320, 403],
  accountPending: [40321, 403],
  accountExists: [40900, 409],
  orgExists: [40901, 409],
  smsTooSoon: [42901, 429],
  smsDailyLimit: [42902, 429],
  smsFailed: [50201, 502],
  wechatFailed: [50202, 502],
  wechatNotEnabled: [40402, 404],
  forbidden: [40300, 403],
  rateLimited: [42900, 429],
  /** This address failed too often for this account: the next try after `seconds`. */
  loginWait: [42910, 429],
  /** The account failed too often from devices it never signed in on: those wait `minutes` (docs/security.md "Password guessing"). */
  loginAccountPaused: [42922, 429],
  /** Another SMS code for this number or from this address within the hour: the request must carry a solved captcha. */
  smsCaptchaRequired: [40022, 400],
  /** The captcha service could not be asked whether a ticket is good. */
  captchaUnavailable: [50222, 502],
  shuttingDown: [50301, 503],
  /** The readiness check (`GET /api/ready`): the database did not answer in time. */
  databaseUnreachable: [50302, 503],
  /** The readiness check: the Redis server linking the processes (`REDIS_URL`) did not answer in time. */
  redisUnreachable: [50303, 503],
  cannotDisableSelf: [40012, 400],
  cannotDisableOwner: [40013, 400],
  /** Deleting a user (docs/people.md "Deleting users"): never one's own account, never the owner's. */
  cannotDeleteSelf: [40019, 400],
  cannotDeleteOwner: [40021, 400],
  departmentCycle: [40014, 400],
  roleDisabled: [40015, 400],
  positionCycle: [40016, 400],
  /** A manager must be another user of the organisation, and no one may end up managing themself. */
  managerInvalid: [40017, 400],
  superRoleForbidden: [40301, 403],
  protectedUser: [40302, 403],
  cannotChangeOwnRole: [40303, 403],
  /** The caller's role does not open the training centre (admin §3 Role, permissions per application). */
  trainingNotGranted: [40312, 403],
  outsideDataScope: [40313, 403],
  /** A write by an administrator narrowed by data permission that would let it see people it did not see before. */
  dataScopeWidened: [40314, 403],
  /** A role granting a function the caller does not hold: not assigned, created, edited or disabled by them. */
  roleExceedsRights: [40370, 403],
  /** Changing the log retention without every log function whose rows it purges (`LOG_FUNCTION_KEYS`). */
  logRetentionNeedsLogs: [40372, 403],
  departmentNotEmpty: [40902, 409],
  departmentExists: [40903, 409],
  roleExists: [40904, 409],
  /** A role still held by users is not deleted: they need another role first. */
  roleInUse: [40907, 409],
  /** An invite code that does not exist or was revoked (the join page and its calls). */
  inviteNotFound: [40403, 404],
  /** An invite code past its validity date. */
  inviteExpired: [40908, 409],
  /** An invite code that has let in its maximum of invitees. */
  inviteFull: [40909, 409],
  /** An invite code's maximum set below the invitees it already let in. */
  inviteMaxBelowUsed: [40018, 400],
  positionNotEmpty: [40905, 409],
  positionExists: [40906, 409],
  unsubscribeLinkInvalid: [40401, 404],
  /** An enterprise registration the provider has not reviewed yet: its owner cannot sign in. */
  registrationPending: [40324, 403],
  /** An enterprise registration the provider refused. */
  registrationRejected: [40325, 403],
  /** Approving or refusing a registration that is no longer waiting for that. */
  registrationDecided: [40925, 409],
  /** Giving the platform's own organisation (its top administrator's) a last day: nobody could renew it. */
  platformOrganisationEnds: [40926, 409],
  /** Every import slot of the organisation is taken (docs/security.md "Excel imports"). */
  importBusy: [42925, 429],
  /** The workbook inflates past the import limit. */
  importTooLarge: [41325, 413],
  /** The workbook merges more cells (or defines more columns) than an import reads. */
  importTooComplex: [41326, 413],
  'exam.notOpen': [40360, 403],
  'exam.closed': [40361, 403],
  'exam.notInRange': [40362, 403],
  'exam.submitTooEarly': [40363, 403],
  'exam.notYourAttempt': [40364, 403],
  'exam.answersHidden': [40365, 403],
  'exam.timeUp': [40366, 403],
  'exam.retakeNotAllowed': [40367, 403],
  'exam.noRetriesLeft': [40368, 403],
  'exam.disabled': [40369, 403],
  'exam.alreadySubmitted': [40960, 409],
  'exam.paperLocked': [40961, 409],
  'exam.paperNotPublished': [40962, 409],
  'exam.attemptNotFound': [40460, 404],
  'exam.paperNotFound': [40461, 404],
  'exam.questionNotFound': [40462, 404],
  'exam.importInvalid': [40060, 400],
  'exam.invalidExcel': [40061, 400],
  'exam.requireExcel': [41560, 415],
  'library.catalogNotFound': [40410, 404],
  'library.catalogNotEmpty': [40910, 409],
  'library.catalogCycle': [40030, 400],
  'library.catalogExists': [40911, 409],
  'library.uploadNotFound': [40411, 404],
  'library.uploadOffset': [40912, 409],
  'library.uploadOversize': [41310, 413],
  'library.uploadIncomplete': [40031, 400],
  'library.uploadDone': [40913, 409],
  'library.chunkTooLarge': [41311, 413],
  'library.contentMismatch': [41510, 415],
  'library.mediaNotFound': [40412, 404],
  'library.viewKeyInvalid': [40330, 403],
  'library.bannerTaskNotFound': [40032, 400],
  'library.bannerNotFound': [40413, 404],
  'library.previewUnavailable': [40414, 404],
  'library.catalogRefused': [40331, 403],
  'library.uploadDirect': [40915, 409],
  'library.storedSizeMismatch': [40033, 400],
  'library.storageUnavailable': [50386, 503],
  'library.accessSelfLock': [40914, 409],
  'library.videoProcessing': [40920, 409],
  'library.videoUnavailable': [40921, 409],
  'library.videoNotProcessed': [40922, 409],
  'tasks.unavailable': [40450, 404],
  'tasks.packageNotFound': [40451, 404],
  'tasks.childNotFound': [40452, 404],
  'tasks.userNotFound': [40453, 404],
  'tasks.frontPackageNotComplete': [40350, 403],
  'tasks.frontTaskNotPassed': [40351, 403],
  'tasks.notStarted': [40352, 403],
  'tasks.ended': [40353, 403],
  'tasks.viewingTimeNotMet': [40050, 400],
  'tasks.rangeUnknown': [40051, 400],
  'tasks.mediaUnavailable': [40052, 400],
  'tasks.frontUnknown': [40053, 400],
  'tasks.avatarUnknown': [40054, 400],
  'tasks.childTasksLocked': [40950, 409],
  'tasks.deletePublishing': [40951, 409],
  'tasks.publishedFieldLocked': [40952, 409],
  'tasks.notScheduled': [40954, 409],
  'tasks.alreadyPublished': [40955, 409],
  'practice.speechNotFound': [40470, 404],
  'practice.customerNotFound': [40471, 404],
  'practice.voiceTemplateNotFound': [40472, 404],
  'practice.audioNotFound': [40473, 404],
  'practice.hotWordNotFound': [40474, 404],
  'practice.wordNotFound': [40475, 404],
  'practice.synonymNotFound': [40476, 404],
  'practice.scoringRuleNotFound': [40477, 404],
  'practice.scenarioNotFound': [40478, 404],
  'practice.hotWordLimit': [40970, 409],
  'practice.keywordExists': [40971, 409],
  'practice.synonymExists': [40972, 409],
  'practice.ruleNameExists': [40973, 409],
  'practice.scenarioIncomplete': [40974, 409],
  'practice.inUse': [40975, 409],
  'practice.voiceTemplateCharged': [40978, 409],
  'practice.dubbingTaskNotFound': [40479, 404],
  'practice.dubbingLineNotFound': [40489, 404],
  /** A dubbing line the TTS provider could not voice (admin §8 'audio synthesis failed try again'): kept on the line, shown with it. */
  'practice.synthesisFailed': [50370, 503],
  'practiceSession.notFound': [40480, 404],
  'practiceSession.scenarioUnavailable': [40481, 404],
  'practiceSession.finished': [40980, 409],
  'practiceSession.paused': [40981, 409],
  'practiceSession.notPaused': [40982, 409],
  'practiceSession.pauseExpired': [40983, 409],
  'practiceSession.pauseNotAllowed': [40985, 409],
  'practiceSession.recordingNotFound': [40482, 404],
  'practiceSession.dialogueNotReady': [40487, 404],
  'practiceSession.lineNotFound': [40483, 404],
  'practiceSession.soundNotFound': [40484, 404],
  'practiceSession.voiceUnavailable': [50380, 503],
  'practiceSession.recognitionOff': [40580, 405],
  'practiceSession.recognitionUnavailable': [50381, 503],
  'practiceSession.notRecording': [40984, 409],
  'practiceSession.busy': [40986, 409],
  'practiceSession.notHeard': [40080, 400],
  'practiceSession.roleplayOff': [50382, 503],
  'practiceSession.roleplayFailed': [50383, 503],
  'faq.notFound': [40490, 404],
  'faq.drillNotFound': [40491, 404],
  'faq.questionUnknown': [40492, 404],
  'faq.refsUnknown': [40493, 404],
  'faq.bankEmpty': [40990, 409],
  'faq.drillFinished': [40991, 409],
  'faq.inUse': [40992, 409],
  'faq.modelNotConfigured': [50396, 503],
  'faq.modelFailed': [50390, 503],
  'reports.packageNotFound': [40495, 404],
  'reports.childNotFound': [40496, 404],
  'reports.studentNotFound': [40497, 404],
  'reports.modelNotConfigured': [50397, 503],
  'reports.modelFailed': [50395, 503],
  'reports.exportBusy': [42995, 429],
  'levels.levelNotFound': [40440, 404],
  'levels.badgeNotFound': [40441, 404],
  'levels.experienceTaken': [40940, 409],
  'levels.tooMany': [40941, 409],
  'recycleBin.notFound': [40442, 404],
  'recycleBin.restoreFirst': [40942, 409],
  'recycleBin.belongsToGone': [40943, 409],
  'recycleBin.taken': [40944, 409],
  'voiceprint.notEnabled': [40390, 403],
  'voiceprint.notMatched': [40391, 403],
  'voiceprint.notRegistered': [40498, 404],
  'voiceprint.auditNotFound': [40499, 404],
  'voiceprint.sampleNotFound': [40485, 404],
  'voiceprint.auditFinal': [40993, 409],
  'voiceprint.noRecording': [40994, 409],
  'voiceprint.providerFailed': [50385, 503],
  'appeals.itemUnknown': [40070, 400],
  'appeals.itemRepeated': [40071, 400],
  'appeals.scoreOutOfRange': [40072, 400],
  'appeals.scoreLowered': [40073, 400],
  'appeals.nothingChanged': [40074, 400],
  'appeals.notFound': [40420, 404],
  'appeals.recordNotFound': [40421, 404],
  'appeals.audioNotFound': [40422, 404],
  'appeals.alreadyAppealed': [40930, 409],
  'appeals.notScored': [40931, 409],
  'appeals.final': [40932, 409],
  'checkin.notFound': [40426, 404],
  'checkin.learnerNotFound': [40427, 404],
  'checkin.contentNotFound': [40428, 404],
  'checkin.unavailable': [40322, 403],
  'checkin.notToday': [40929, 409],
  'notices.notFound': [40435, 404],
  'notices.linkInvalid': [40436, 404],
  'notices.unavailable': [40437, 404],
  'cloudUpload.credentialsDisabled': [40336, 403],
  'cloudUpload.credentialsFailed': [50398, 503],
  /** A limit the operator set is reached (admin §8 'Resources insufficient, contact account manager'): refused whole. */
  resourcesInsufficient: [40356, 403],
  'billing.disabled': [40355, 403],
  'billing.orgNotFound': [40456, 404],
  'billing.noteRequired': [40064, 400],
  'billing.negativeNotAdjust': [40065, 400],
  'billing.freezeTooMuch': [40956, 409],
  'billing.unfreezeTooMuch': [40957, 409],
  'assistant.disabled': [40340, 403],
  'assistant.notDealer': [40341, 403],
  'assistant.tokenInvalid': [40342, 403],
  'knowledge.notFound': [40425, 404],
  'knowledge.notDocument': [40024, 400],
  'knowledge.mediaNotFound': [40025, 400],
  'knowledge.alreadyAdded': [40026, 400],
  'mediaQuestions.notFound': [40415, 404],
  'mediaQuestions.answerInvalid': [40027, 400],
  'mediaQuestions.atBeyondEnd': [40028, 400],
  'mediaQuestions.alreadyAnswered': [40987, 409],
  'mediaQuestions.unanswered': [40988, 409],
  'notify.notFound': [40430, 404],
  'notify.mailNotConfigured': [40090, 400],
  'notify.mailAuth': [40091, 400],
  'notify.mailUnreachable': [40092, 400],
  'notify.mailRefused': [40093, 400],
  'notify.mailTimeout': [40094, 400],
  'notify.wecomNotConfigured': [40095, 400],
  'notify.wecomFailed': [40096, 400],
  'notify.scopeUnavailable': [40097, 400],
  'dialogCollect.tooManyFiles': [40040, 400],
  'dialogCollect.formatInvalid': [40041, 400],
  'dialogCollect.tooLong': [40042, 400],
  'dialogCollect.notRecognised': [40043, 400],
  /** The model's answer could not be made into a scenario that validates (tried again by asking again). */
  'dialogCollect.draftFailed': [40044, 400],
  'dialogCollect.notFound': [40423, 404],
  /** Language model configured, file recognition not (`ASR_FILE_PROVIDER`): uploads are refused. */
  'dialogCollect.recognitionDisabled': [40345, 403],
  'aigcBank.fileNotFound': [40045, 400],
  'aigcBank.notReady': [40046, 400],
  'aigcBank.alreadyAccepted': [40047, 400],
  'aigcBank.wrongKind': [40048, 400],
  'aigcBank.discarded': [40049, 400],
  'aigcBank.notFound': [40424, 404],
  'aigcBank.fileDenied': [40346, 403],
} as const satisfies Record<ErrorName, readonly [errcode: number, status: number]>;

/** An error key without its `errors.` prefix, as `CODES` names it (the mini-program's main package carries the table). */
type ErrorName = ErrorKey extends `errors.${infer Name}` ? Name : never;
type CodeOf<K extends ErrorKey> = (typeof CODES)[K extends `errors.${infer Name extends keyof typeof CODES}` ? Name : never];

/**
 * Every error the server can answer with: a stable i18n key, a numeric errcode and an HTTP status
 * (`CODES`, kept as pairs so a client's bundle carries the table compactly).
 */
export const ERRORS = Object.fromEntries(Object.entries(CODES).map(([name, [errcode, status]]) => [`errors.${name}`, { errcode, status }])) as {
  readonly [K in ErrorKey]: { readonly errcode: CodeOf<K>[0]; readonly status: CodeOf<K>[1] };
};

/** The i18n key for an errcode, so a client can show the message in its own language. */
export function errorKeyForCode(errcode: number): ErrorKey | undefined {
  return (Object.keys(ERRORS) as ErrorKey[]).find((key) => ERRORS[key].errcode === errcode);
}
