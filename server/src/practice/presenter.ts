import type {
  AdminAudio,
  AdminClip,
  AdminCustomer,
  AdminHotWord,
  AdminScenario,
  AdminScoringRule,
  AdminSpeech,
  AdminSynonym,
  AdminVoiceTemplate,
  dialogue,
  Translate,
} from '@peilian/shared';
import type {
  CustomerRow,
  HotWordRow,
  PracticeAudioRow,
  PracticeWordRow,
  ScenarioRow,
  ScoringRuleRow,
  SpeechRow,
  SynonymRow,
  VoiceClipRow,
  VoiceTemplateRow,
} from '../db/schema/index.js';
import type { FileStorage } from '../storage/files.js';

/** The only way practice library rows leave the server (back office shapes; learners see none of these yet). */

export function presentSpeech(row: SpeechRow): AdminSpeech {
  return {
    id: row.id,
    category: row.category,
    text: row.text,
    difficulty: row.difficulty,
    emotion: row.emotion,
    keywords: row.keywords,
    voiceno: row.voiceNo,
    catalogname: row.category,
    keyword: row.keywords,
    disabled: row.disabled,
    createdate: row.createdAt.getTime(),
  };
}

export function presentVoiceTemplate(row: VoiceTemplateRow): AdminVoiceTemplate {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    age: row.age,
    timbre: row.timbre,
    sex: row.sex,
    speechvoice: row.speechVoice,
    questionvoice: row.questionVoice,
    source: row.source,
    example: row.example,
    isfree: row.isfree,
    voiced: row.voiced,
    synthstatus: row.synthStatus,
    synthdone: row.synthDone,
    synthtotal: row.synthTotal,
    syntherror: row.synthError,
    disabled: row.disabled,
    createdate: row.createdAt.getTime(),
  };
}

/** A voiced line of a digital human; `duration` in milliseconds. */
export function presentClip(row: VoiceClipRow, storage: FileStorage): AdminClip {
  return {
    id: row.id,
    text: row.text,
    emotion: row.emotion,
    path: storage.publicPath(row.storageKey),
    duration: row.durationMs,
    createdate: row.createdAt.getTime(),
  };
}

export function presentAudio(row: PracticeAudioRow, storage: FileStorage): AdminAudio {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    category: row.category,
    path: storage.publicPath(row.storageKey),
    size: row.size,
    duration: row.durationMs,
    disabled: row.disabled,
    createdate: row.createdAt.getTime(),
  };
}

export function presentCustomer(row: CustomerRow, digitalHumanName: string, storage: FileStorage): AdminCustomer {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    avatar: row.avatar ? storage.publicPath(row.avatar) : '',
    tradetime: row.tradeTime,
    digitalhuman: row.digitalHumanId ?? '',
    digitalhumanname: digitalHumanName,
    attributes: row.attributes.map((attribute) => ({ label: attribute.label, value: attribute.value })),
    disabled: row.disabled,
    createdate: row.createdAt.getTime(),
  };
}

export function presentHotWord(row: HotWordRow): AdminHotWord {
  return {
    id: row.id,
    word: row.word,
    replace: row.replace,
    homophone: row.homophone,
    pinyin: row.pinyin,
    priority: row.priority,
    status: row.status,
    createdate: row.createdAt.getTime(),
  };
}

export function presentWord(row: PracticeWordRow): { id: string; word: string; status: number } {
  return { id: row.id, word: row.word, status: row.status };
}

export function presentSynonym(row: SynonymRow): AdminSynonym {
  return { id: row.id, base: row.base, words: [...row.words], status: row.status, createdate: row.createdAt.getTime() };
}

export function presentScoringRule(row: ScoringRuleRow): AdminScoringRule {
  return {
    id: row.id,
    name: row.name,
    passscore: row.passScore,
    items: row.items.map((item) => ({ name: item.name, weight: item.weight, min: item.min, max: item.max })),
    disabled: row.disabled,
    createdate: row.createdAt.getTime(),
  };
}

/** A scenario for lists; the detail adds its document and the issues that keep it a draft. */
export function presentScenario(row: ScenarioRow, storage: FileStorage, detail?: { issues: readonly dialogue.FlowIssue[]; t: Translate }): AdminScenario {
  const presented: AdminScenario = {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    status: row.status,
    customerid: row.customerId ?? '',
    scoringruleid: row.scoringRuleId ?? '',
    bgmid: row.backgroundAudioId ?? '',
    ringtoneid: row.ringtoneId ?? '',
    images: row.images.map((key) => storage.publicPath(key)),
    excellentrecording: row.excellentRecording ? storage.publicPath(row.excellentRecording) : '',
    excellentdescription: row.excellentDescription,
    createdate: row.createdAt.getTime(),
    updatedate: row.updatedAt.getTime(),
  };
  if (!detail) return presented;
  return {
    ...presented,
    scenario: { ...row.document, status: row.status },
    issues: detail.issues.map((issue) => ({
      code: issue.code,
      severity: issue.severity,
      message: detail.t(issue.key, issue.params),
      nodeid: issue.nodeId ?? '',
      path: (issue.path ?? []).join('.'),
    })),
  };
}
