import Taro from '@tarojs/taro'
import { ROUTES } from '../routes'

type Query = Record<string, string | undefined>

function urlOf(path: string, query: Query = {}): string {
  const text = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return `/${path}${text ? `?${text}` : ''}`
}

/** After sign-in: the Training Centre tab, closing the login and registration pages. */
export function switchToCentre(): Promise<unknown> {
  return Taro.switchTab({ url: urlOf(ROUTES.centre) })
}

/** Opens the login page on top of the current page. */
export function openLogin(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.login) })
}

/** A forced logout: the login page becomes the only page, so back cannot return into the old session. */
export function relaunchToLogin(): Promise<unknown> {
  return Taro.reLaunch({ url: urlOf(ROUTES.login) }).catch(() => undefined)
}

/** Opens the user agreement and privacy policy (from the agreement line of sign-in and registration). */
export function openTerms(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.terms) })
}

/** Opens registration, carrying what the WeChat login learned (miniopenid). */
export function openRegistration(query: Query): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.register, query) })
}

/** Opens the invite join page (from the login page). */
export function openInvite(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.invite) })
}

/** Opens a task package's detail (task detail page). */
export function openTask(packageId: string): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.task, { id: packageId }) })
}

/** Opens a file-reading or video child task on its own page. */
export function openMediaTask(kind: 'file' | 'video', childId: string): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(kind === 'file' ? ROUTES.file : ROUTES.video, { id: childId }) })
}

/** Opens an exam child task on the exam page. */
export function openExam(childId: string): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.exam, { id: childId }) })
}

/** Opens quick Q&A: a quick Q&A child task's drill, or without one free practice from the whole bank. */
export function openFaqDrill(childTaskId = '', checkinId = ''): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.faq, { childtaskid: childTaskId, checkinid: checkinId }) })
}

/** Opens the learner's check-in tasks, or one task's calendar (docs/checkin.md). */
export function openCheckin(id = ''): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.checkin, { id }) })
}

/** Opens the organisation's ranking. */
export function openRanking(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.ranking) })
}

/** Opens free practice: the scenario list. */
export function openPracticeList(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.practice) })
}

/** What the practice room opens: a scenario, a session to resume, a scenario child task of a package. */
export interface PracticeTarget {
  scenario?: string
  session?: string
  package?: string
  child?: string
  /** The child task's title, shown above the room. */
  title?: string
}

/** Opens the practice room. */
export function openPracticeRoom(target: PracticeTarget): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.practiceRoom, { ...target }) })
}

/** Replaces the practice room with a session's report (back then returns to where the room was opened). */
export function showPracticeReport(sessionId: string, target: PracticeTarget = {}): Promise<unknown> {
  return Taro.redirectTo({ url: urlOf(ROUTES.practiceReport, { session: sessionId, ...target }) })
}

/** Replaces the report with a new practice of the same scenario (or child task). */
export function practiseAgain(target: PracticeTarget): Promise<unknown> {
  return Taro.redirectTo({ url: urlOf(ROUTES.practiceRoom, { ...target }) })
}

/** Opens a business-domain URL in the web-view page. */
export function openWebView(url: string): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.webview, { url }) })
}

/** Goes back a page; opened without one (a shared link), it goes to the login page instead. */
export function goBack(): Promise<unknown> {
  return Taro.navigateBack().catch(() => Taro.reLaunch({ url: urlOf(ROUTES.login) }))
}

/** Opens voiceprint registration (from the personal centre's voiceprint card). */
export function openVoiceprintRegistration(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.voiceprint) })
}

/** Opens the appeal form of a scored record (its 申诉 entry). */
export function openAppealForm(type: string, recordid: string): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.appealForm, { type, recordid }) })
}

/** Opens one appeal. */
export function openAppeal(id: string): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.appeal, { id }) })
}

/** Opens 我的申诉. */
/** Opens 消息通知 (the notices subpackage). */
export function openNotices(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.notices) })
}

/** 智能知识 (a dealer organisation's learner), in the assistant subpackage. */
export function openAssistant(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.assistant) })
}

/** The knowledge search, from 智能知识. */
export function openAssistantSearch(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.assistantSearch) })
}

export function openMyAppeals(): Promise<unknown> {
  return Taro.navigateTo({ url: urlOf(ROUTES.appeals) })
}
