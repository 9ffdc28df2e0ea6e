import { Navigate, type RouteObject } from 'react-router-dom';
import { CentrePage } from '../learner/CentrePage';
import { LearnerLayout } from '../learner/LearnerLayout';
import { MinePage } from '../learner/MinePage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LEARNER_HOME, LOGIN_PATH, NOT_FOUND_PATH } from './access';
import { LazyAdmin } from './LazyAdmin';
import { RouteGuard } from './RouteGuard';

/** The route table (learner-and-session §2.1, §2.9; admin routes live in the lazy admin area). */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: '404', element: <NotFoundPage /> },
      {
        path: 'user',
        element: <LearnerLayout />,
        children: [
          { index: true, element: <Navigate to={LEARNER_HOME} replace /> },
          { path: 'dashboard/center', element: <CentrePage /> },
          { path: 'mine', element: <MinePage /> },
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
      { path: 'admin/*', element: <LazyAdmin /> },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
