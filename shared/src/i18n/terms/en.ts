import type { Messages } from '../messages.js';

export const termsEn: Messages['terms'] = {
  title: 'User Agreement and Privacy Policy',
  intro:
    'Peilian is a training, exam and AI voice-practice platform for company staff; your organisation opens your account. By using it you confirm you have read and agree to this agreement and privacy policy.',
  collect:
    'What we collect: your account details (name, mobile number, organisation, department and position), your learning and exam records, and your spoken and written answers in practice.',
  voice:
    'Voice and voiceprint: in voice practice we record your answers and transcribe them for scoring and practice reports; when your organisation turns on voiceprint checks, we take your voiceprint only to confirm that you are the one answering.',
  device:
    'Device information and cookies: to keep your account safe and the service stable we record your device model, operating system, network type and sign-in times, and use cookies and local storage to keep you signed in.',
  use: 'How it is used: only to provide training, produce learning reports and keep your account safe — never for advertising, never sold to anyone; your organisation’s administrators can see your learning and exam data.',
  account:
    'Clearing an account: accounts are opened and cleared by your organisation’s system administrator. To close your account or delete your data, contact them.',
  minors: 'Minors: users under 18 need the consent of a guardian to use the platform.',
  storage: 'Where data stays: your personal information is stored in mainland China and is not transferred abroad.',
  rights: 'Your rights: you may see and correct your personal information or ask how it is processed; we answer within 15 working days of your request.',
  disputes:
    'Disputes: this agreement is governed by the laws of the People’s Republic of China; disputes go to the competent people’s court where the platform’s operator is located.',
  read: 'Done',
};
