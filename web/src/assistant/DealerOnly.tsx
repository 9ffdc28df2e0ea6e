import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { NOT_FOUND_PATH } from '../routes';
import { useDealer } from './useDealer';

/** A dealer organisation's page: anyone else gets the 404 page (learner-and-session §2.9). */
export function DealerOnly({ children }: { children: ReactNode }) {
  return useDealer() ? children : <Navigate to={NOT_FOUND_PATH} replace />;
}
