/**
 * Every number of the spec's limits tables (learner-and-session §9, admin-back-office §9 and the
 * limits stated in the validation rules), named once for the UI and the server alike.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

// Timers
export const ONLINE_HEARTBEAT_MS = 30 * SECOND;
export const VOICEPRINT_HEARTBEAT_MS = 10 * SECOND;
export const REQUEST_TIMEOUT_MS = 300_000;
/** Logging out tells the server at most this long: on a weak signal the local session ends anyway. */
export const LOGOUT_TIMEOUT_MS = 5 * SECOND;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SMS_RESEND_LOCK_S = 60;
export const QR_POLL_MS = 3 * SECOND;
export const QR_VALIDITY_S = 180;
export const VOICEPRINT_SUCCESS_COUNTDOWN_S = 3;
export const PASSWORD_DIALOG_LOGIN_DELAY_MS = 2 * SECOND;
export const REGISTRATION_LIST_REFRESH_MS = 500;
export const CAROUSEL_AUTOPLAY_MS = 8 * SECOND;
export const PRACTICE_PAUSE_LIMIT_MS = 30 * MINUTE;
export const REPORT_REFRESH_MS = 10 * MINUTE;

// Passwords and accounts
export const PASSWORD_CHANGE_DAYS = 90;
export const PASSWORD_REGISTER = { min: 6, max: 16 } as const;
export const PASSWORD_IMPORT = { min: 6, max: 15 } as const;
export const PASSWORD_ADMIN = { min: 6, max: 15 } as const;
export const PASSWORD_DIALOG = { min: 8, max: 15 } as const;
export const PASSWORD_STRONG_MIN = 8;
export const ACCOUNT_LENGTH = { min: 6, max: 50 } as const;
export const MOBILE_LENGTH = 11;
export const CAPTCHA = { length: 4, width: 111, height: 40, lines: 8, dots: 100 } as const;
export const COMPANY_NAME_MAX = 50;
export const COMPANY_NAME_FORM_MAX = 32;
export const JOB_TITLE_MAX = 16;
export const REGISTRATION_NAME_MAX = 10;
export const ORG_NAME_MAX = 30;
export const USER_NAME_MAX = 20;
export const WORK_NUMBER_MAX = 12;
export const RECENT_VOICE_ACCOUNTS = 20;
export const SEARCH_HISTORY = 10;

// Uploads
export const IMAGE_UPLOAD_BYTES = 2 * MB;
export const AVATAR_UPLOAD_BYTES = 10 * MB;
export const IMAGE_FORMATS = ['jpg', 'jpeg', 'png'] as const;
/**
 * The largest image any upload takes, whatever its bytes (docs/decisions.md "Image dimensions"): a
 * 2 MB PNG of one colour can be 30000×30000, 3.6 GB for whoever decodes it.
 */
export const IMAGE_MAX_SIDE_PX = 8192;
export const IMAGE_MAX_MEGAPIXELS = 40;
export const UPLOAD_DEFAULT_FILE_SIZE_MB = 2;
export const UPLOAD_DEFAULT_LIMIT = 1;
export const FAQ_IMAGES_MAX = 3;
export const BANNER_RATIO = { width: 20, height: 3 } as const;
export const BANNER_MAX_HEIGHT_PX = 288;
export const BANNER_REFERENCE_WIDTH_PX = 1920;
export const WAV_UPLOAD_BYTES = 2 * MB;
export const FILE_UPLOAD_BYTES = 2 * GB;
export const FILE_UPLOAD_SMALL_BYTES = 200 * MB;
export const VIDEO_UPLOAD_BYTES = 5 * GB;
export const AUDIO_UPLOAD_BYTES = 512 * MB;
export const VIDEO_FORMATS = ['wmv', 'rm', 'mov', 'mpeg', 'mp4', '3gp', 'flv', 'avi', 'rmvb'] as const;
export const FILE_FORMATS = ['pptx', 'ppt', 'doc', 'wps', 'docx', 'xls', 'xlsx', 'pdf'] as const;
export const AUDIO_FORMATS = ['wav', 'mp3', 'm4a', 'wma', 'amr', 'aac', 'ogg', 'opus', 'flac'] as const;
export const DIALOGUE_EXTRACTION_MAX_HOURS = 5;
export const DIALOGUE_EXTRACTION_MAX_FILES = 5;
export const CROP_RATIO_DEFAULT = { width: 1, height: 1 } as const;
export const LOGIN_BACKGROUND = { width: 1920, height: 968 } as const;
export const LOGO_ADVICE = { width: 186, height: 50 } as const;
export const SMALL_LOGO = { width: 60, height: 60 } as const;
export const CUSTOMER_AVATAR = { width: 132, height: 132 } as const;
export const IMAGE_TILE = { width: 232, height: 130 } as const;

// Recorder and speech
export const RECORDER = { format: 'mp3', sampleRate: 16_000, bitrateKbps: 16 } as const;
export const VOICE_SOCKET_AUDIO = { sampleRate: 16_000, bitDepth: 16, bufferSize: 4096 } as const;
export const AI_SIMILAR_PER_REQUEST = 10;

// Layout
export const MOBILE_BREAKPOINT_PX = 992;
export const ZOOM_THRESHOLD_PERCENT = 150;
export const DIALOG_WIDTH_PX = 1100;
export const PASSWORD_DIALOG_WIDTH_PX = 450;
export const SMART_SERVICE_DIALOG_WIDTH_PX = 1005;
export const TAB_BAR_STEP_PX = 158;
export const MODAL_BASE_Z_INDEX = 2000;
export const WATERMARK = { rotateDeg: 36, fontPx: 18, opacity: 0.1, grid: 10, spacingPx: 200 } as const;
export const IMAGE_VIEWER = { zoomStep: 0.2, wheelStep: 0.015, minScale: 0.2, rotateDeg: 90 } as const;

// Tables and pickers
export const PAGE_SIZES = [30, 50, 100] as const;
export const PAGE_SIZE_DEFAULT = 30;
export const PAGER_COUNT = 7;
export const PICKER_PAGE_SIZE = 20;
export const RESOURCE_PICKER_PAGE_SIZE = 30;
export const PICKER_TABLE_MAX_HEIGHT_PX = 370;
export const STUDENT_TASK_LIST_DEFAULT = 3;

// Display
export const VIEW_COUNT_W_THRESHOLD = 9999;

// Training, exams and content
export const DEFAULT_EXAM_CATEGORY = 12;
export const DEFAULT_QUESTION_SCORE = 10;
export const DEFAULT_QUESTION_LEVEL = 3;
export const TOTAL_SCORE = 100;
export const PASS_SCORE_MAX = 100;
export const TASK_TITLE = { min: 1, max: 64 } as const;
export const TASK_SORT = { min: 0, max: 99_999 } as const;
export const EXAM_RETRY_MAX = 99_999;
export const FAQ_DRAW_MAX = 100;
export const PAPER_TITLE_MAX = 100;
export const QUESTION_TEXT_MAX = 500;
export const QUESTION_TIP_MAX = 128;
export const QUESTION_OPTIONS_MAX = 6;
export const BANK_QUESTION_OPTIONS_MAX = 10;
export const OPTION_TEXT_MAX = 200;
export const STANDARD_ANSWER_MAX = 800;
export const FAQ_QUESTION_MAX = 800;
export const FAQ_IMPORT_QUESTION_MAX = 1000;
/** Quick Q&A (docs/faq.md): the bank's lists and the drill's times. */
export const FAQ_SIMILAR_MAX = 20;
export const FAQ_EXTENDED_MAX = 10;
export const FAQ_DESCRIPTION_MAX = 200;
export const FAQ_IMAGE_DESCRIPTION_MAX = 100;
export const FAQ_ANSWER_TEXT_MAX = 1000;
export const FAQ_ANSWER_SECONDS = { min: 10, max: 300, default: 60 } as const;
export const FAQ_THINKING_SECONDS = { min: 0, max: 120, default: 15 } as const;
export const FAQ_FREE_DRAW = 10;
export const SCENARIO_NAME_MAX = 20;
export const SCENARIO_DESCRIPTION_MAX = 100;
export const SCENARIO_MEDIA_IMAGES_MAX = 3;
export const FLOW_INTENTS_MAX = 5;
export const FLOW_REFERENCE_SCRIPTS_MAX = 10;
export const SIMILAR_SPEECHES_MAX = 10;
export const FLOW_ZOOM = { minPercent: 20, maxPercent: 200, editPercent: 100 } as const;
export const SPEECH_TEXT_MAX = 200;
export const SPEECH_KEYWORDS_MAX = 10;
export const EMOTION_RANGE = { min: 0, max: 6 } as const;
export const HOT_WORD_MAX_CHARS = 32;
export const HOT_WORDS_MAX = 5000;
export const HOT_WORD_DEFAULT_PRIORITY = 100;
export const CUSTOMER_NAME = { min: 2, max: 240 } as const;
export const CUSTOMER_ATTRIBUTE = { min: 2, max: 10, count: 20 } as const;
export const SCORING_RULE_NAME_MAX = 30;
export const POSITION_NAME_MAX = 32;
/** Invite codes (admin §3 Invite code, §5 "invite title 8"): the title, and the most invitees one code lets in. */
export const INVITE_TITLE_MAX = 8;
export const INVITE_INVITEES_MAX = 9999;
export const LEVEL_EXPERIENCE = { min: 0, max: 9999 } as const;
export const BANNER_TITLE_MAX = 64;
export const MESSAGE_SUBJECT_MAX = 30;
export const MESSAGE_RECIPIENTS_MAX = 100;
export const AUDIT_OPINION_MAX = 50;
export const APPEAL_REASON_MAX = 100;
export const APPEAL_REPLY_WORKING_DAYS = 15;

// Accounts and billing
export const DATA_FROZEN_MONTHS = 3;
export const DATA_CLEARED_MONTHS = 6;
export const GIFT_BALANCE_VALID_YEARS = 1;

// Excel
export const EXCEL_COLUMN_WIDTH = { cjk: 2.2, other: 1.1 } as const;

// Training centre: values the spec leaves open (docs/training.md)
/** Task package description. */
export const TASK_DESCRIPTION_MAX = 500;
/** Files or videos one file/video child task may hold. */
export const CHILD_MEDIA_REFS_MAX = 20;
/** Child tasks of one package. */
export const PACKAGE_CHILDREN_MAX = 50;
/** Required reading/viewing time of one media, in seconds (1 s … 24 h). */
export const REQUIRED_SECONDS = { min: 1, max: 86_400 } as const;
/** Departments + positions + users of one publish range. */
export const PUBLISH_RANGE_MAX = 2000;
/** Child-task weights have at most two decimals; their sum is compared after rounding to 0.01. */
export const WEIGHT_DECIMALS = 2;
/** Seconds a progress report may claim beyond the server's own clock since the previous report. */
export const MEDIA_REPORT_SLACK_S = 3;
/** Seconds one progress report may claim at most (clients report every few seconds). */
export const MEDIA_REPORT_MAX_S = 3600;
/** Child-task settings stored as JSON (types resolved by later features). */
export const CHILD_SETTINGS_MAX_CHARS = 4000;

/** Largest exam or question import file (.xlsx), refused while it streams in. */
export const EXAM_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

// Speech recognition (learner-and-session §9)
/**
 * Recognition languages of practice, as Tencent Cloud real-time ASR engine codes (the spec names
 * 16k_zh, 16k_en, 16k_yue and says 26; the rest are the engine's other 16 kHz models).
 */
export const ASR_LANGUAGES = [
  '16k_zh',
  '16k_zh_large',
  '16k_zh_dialect',
  '16k_zh-PY',
  '16k_zh-TW',
  '16k_zh_edu',
  '16k_zh_medical',
  '16k_zh_court',
  '16k_yue',
  '16k_en',
  '16k_en_game',
  '16k_en_edu',
  '16k_ja',
  '16k_ko',
  '16k_vi',
  '16k_ms',
  '16k_id',
  '16k_fil',
  '16k_th',
  '16k_pt',
  '16k_tr',
  '16k_ar',
  '16k_es',
  '16k_hi',
  '16k_fr',
  '16k_de',
] as const;
export type AsrLanguage = (typeof ASR_LANGUAGES)[number];
/** Largest voice-socket audio frame: one recorder buffer of 16-bit samples. */
export const PCM_FRAME_MAX_BYTES = VOICE_SOCKET_AUDIO.bufferSize * (VOICE_SOCKET_AUDIO.bitDepth / 8);
