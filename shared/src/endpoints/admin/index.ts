import { appealAdminEndpoints } from './appeals.js';
import { bannerEndpoints, catalogEndpoints, imageEndpoints, mediaEndpoints, uploadEndpoints } from './library.js';
import { childTaskEndpoints, packageEndpoints } from './packages.js';
import { recycleBinEndpoints } from './recycleBin.js';
import { checkinEndpoints } from './checkin.js';
import { faqDrillEndpoints, faqEndpoints } from './faq.js';
import { examinationEndpoints, paperEndpoints, questionEndpoints } from './papers.js';
import { applicationEndpoints, departmentEndpoints, inviteCodeEndpoints, loginEndpoints, positionEndpoints, roleEndpoints, userEndpoints } from './people.js';
import { registrationEndpoints } from './registrations.js';
import { reportEndpoints } from './reports.js';
import { badgeEndpoints, levelEndpoints } from './levels.js';
import { logEndpoints } from './logs.js';
import { practiceSettingEndpoints } from './practiceSettings.js';
import { settingEndpoints } from './settings.js';
import { lookSettingEndpoints } from './lookSettings.js';
import { latencyEndpoints, sceneEndpoints } from './scenes.js';
import { dialogWavEndpoints, dubbingEndpoints } from './dubbing.js';
import { customerEndpoints, digitalHumanEndpoints, practiceAudioEndpoints, scoringRuleEndpoints, speechEndpoints } from './voice.js';
import { voiceprintEndpoints } from './voiceprint.js';
import { notifyEndpoints } from './notifications.js';
import { dialogCollectEndpoints } from './dialogCollect.js';
import { knowledgeEndpoints } from './knowledge.js';
import { aigcBankEndpoints } from './aigcBank.js';
import { vodEndpoints } from './vod.js';
import { costEndpoints } from './cost.js';
import { hotWordEndpoints, synonymEndpoints, wordLibraryEndpoints } from './words.js';
import { mediaQuestionEndpoints } from './mediaQuestions.js';

/** The back office's calls (admin-back-office §7), by resource. */
export const adminEndpoints = {
  login: loginEndpoints,
  users: userEndpoints,
  departments: departmentEndpoints,
  roles: roleEndpoints,
  applications: applicationEndpoints,
  positions: positionEndpoints,
  invites: inviteCodeEndpoints,
  catalogs: catalogEndpoints,
  media: mediaEndpoints,
  uploads: uploadEndpoints,
  images: imageEndpoints,
  banners: bannerEndpoints,
  levels: levelEndpoints,
  badges: badgeEndpoints,
  questions: questionEndpoints,
  faq: faqEndpoints,
  faqDrills: faqDrillEndpoints,
  papers: paperEndpoints,
  examinations: examinationEndpoints,
  packages: packageEndpoints,
  children: childTaskEndpoints,
  checkins: checkinEndpoints,
  recycleBin: recycleBinEndpoints,
  registrations: registrationEndpoints,
  scenes: sceneEndpoints,
  latency: latencyEndpoints,
  speeches: speechEndpoints,
  customers: customerEndpoints,
  scoringRules: scoringRuleEndpoints,
  digitalHumans: digitalHumanEndpoints,
  dubbing: dubbingEndpoints,
  dialogWav: dialogWavEndpoints,
  practiceAudio: practiceAudioEndpoints,
  hotWords: hotWordEndpoints,
  synonyms: synonymEndpoints,
  wordLibraries: wordLibraryEndpoints,
  reports: reportEndpoints,
  settings: settingEndpoints,
  lookSettings: lookSettingEndpoints,
  practiceSettings: practiceSettingEndpoints,
  logs: logEndpoints,
  voiceprint: voiceprintEndpoints,
  appeals: appealAdminEndpoints,
  notify: notifyEndpoints,
  dialogCollect: dialogCollectEndpoints,
  knowledge: knowledgeEndpoints,
  aigcBank: aigcBankEndpoints,
  vod: vodEndpoints,
  mediaQuestions: mediaQuestionEndpoints,
  cost: costEndpoints,
} as const;
