import { createCheckinStore } from '@peilian/shared';
import { useSearchParams } from 'react-router-dom';
import { learnerApi } from '../app';
import { CheckinList } from './CheckinList';
import { CheckinTask } from './CheckinTask';
import './checkin.css';

/** The PWA's one check-in store (docs/checkin.md); a logout reloads the page, so the next learner starts afresh. */
export const checkinStore = createCheckinStore(learnerApi.training);

/** `/user/checkin`: the learner's check-in tasks; `?id=` one task's calendar. */
export function CheckinPage() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() ?? '';
  return id ? <CheckinTask key={id} id={id} store={checkinStore} /> : <CheckinList store={checkinStore} />;
}
