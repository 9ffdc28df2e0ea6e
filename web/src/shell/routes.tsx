import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../identity';
import { NotFoundPage } from '../components/NotFoundPage';
import { LEARNER_HOME, LOGGED_OUT_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../routes';
import { LazyAdmin } from './LazyAdmin';
import { learnerHeadStart } from './learnerHeadStart';
import {
  AppealDetailPage,
  CentrePage,
  CheckinPage,
  ExamPage,
  FaqPage,
  FullScreenLayout,
  KnowledgePage,
  LearnerLayout,
  MediaPage,
  MinePage,
  MyAppealsPage,
  NoticesPage,
  PracticePage,
  PrintPage,
  RankingPage,
  SearchPage,
  TaskPage,
} from './learnerPages';
import {
  AiCenterPage,
  AuthCodePage,
  ClausePage,
  InvitePage,
  LoggedOutPage,
  MiniRegisterPage,
  MiniSubscribePage,
  MockPage,
  PreviewFilePage,
  RecorderTestPage,
  RegisterPage,
  RegisterSubmittedPage,
  SubscribeCallPage,
  SubscribeCallbackPage,
  ThirdPartyPage,
  UnsubscribePage,
  WxBindCallbackPage,
  WxCallPage,
  WxLoginCallbackPage,
} from './publicPages';
import { RouteGuard } from './RouteGuard';

/** Public pages of spec §2.1 built so far, plus /authcode (§2.4), /logout (the special class's logout page), /invite (admin §3 Invite code) and /aicenter (the customer-service dialog's page). */
const publicRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage headStart={learnerHeadStart} /> },
  { path: '404', element: <NotFoundPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'authcode', element: <AuthCodePage /> },
  { path: 'invite', element: <InvitePage /> },
  { path: 'invite/:code', element: <InvitePage /> },
  { path: LOGGED_OUT_PATH.slice(1), element: <LoggedOutPage /> },
  { path: 'pages/thirdparty/index', element: <ThirdPartyPage /> },
  { path: 'pages/mock/index', element: <MockPage /> },
  { path: 'pages/recorder-test', element: <RecorderTestPage /> },
  { path: 'wxcall/login', element: <WxCallPage mode="login" /> },
  { path: 'wxcall/bind', element: <WxCallPage mode="bind" /> },
  { path: 'wxcall/register', element: <MiniRegisterPage /> },
  { path: 'wxcall/unsubscribe', element: <UnsubscribePage /> },
  { path: 'wxcall/subscrib', element: <SubscribeCallPage /> },
  { path: 'wxcall/registersucess', element: <RegisterSubmittedPage /> },
  { path: 'wxcall/clause', element: <ClausePage /> },
  { path: 'wxcallback/login', element: <WxLoginCallbackPage /> },
  { path: 'wxcallback/bind', element: <WxBindCallbackPage /> },
  { path: 'wxcallback/minisubscrib', element: <MiniSubscribePage /> },
  { path: 'wxcallback/subscrib', element: <SubscribeCallbackPage /> },
  { path: 'aicenter', element: <AiCenterPage /> },
  { path: 'previewfile', element: <PreviewFilePage /> },
];

/** The route table (learner-and-session §2.1, §2.9; admin routes live in the lazy admin area). */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
      ...publicRoutes,
      {
        path: 'user',
        element: <LearnerLayout />,
        children: [
          { index: true, element: <Navigate to={LEARNER_HOME} replace /> },
          { path: 'dashboard/center', element: <CentrePage /> },
          { path: 'dashboard/task', element: <TaskPage /> },
          { path: 'ranking', element: <RankingPage /> },
          { path: 'checkin', element: <CheckinPage /> },
          { path: 'mine', element: <MinePage /> },
          { path: 'appeals', element: <MyAppealsPage /> },
          { path: 'appeal', element: <AppealDetailPage /> },
          { path: 'notices', element: <NoticesPage /> },
          { path: 'service', element: <KnowledgePage /> },
          { path: 'search', element: <SearchPage /> },
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
      {
        // Full-screen learner pages: outside the tab layout, under the watermark.
        path: 'user/dashboard',
        element: <FullScreenLayout />,
        children: [
          { path: 'file', element: <MediaPage /> },
          { path: 'video', element: <MediaPage /> },
          { path: 'exam', element: <ExamPage /> },
          { path: 'print', element: <PrintPage /> },
          { path: 'practice', element: <PracticePage /> },
          { path: 'faq', element: <FaqPage /> },
        ],
      },
      { path: 'admin/*', element: <LazyAdmin /> },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
