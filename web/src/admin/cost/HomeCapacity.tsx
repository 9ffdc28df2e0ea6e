import { canUseFunction, isOrgOwner } from '@peilian/shared';
import { usePermissionContext, useSession } from '../../app';
import { useAdminQuery } from '../data/queries';
import { CapacityCard } from './CapacityCard';

/**
 * The back office home's capacity (admin §7 orgcapacity): seats, storage and AI minutes, for those
 * who may read the cost centre (its costbaseinfo function, or the owner); nothing for the others,
 * nor while it is read or when it cannot be.
 */
export function HomeCapacity() {
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  const allowed = user !== null && (isOrgOwner(user) || canUseFunction(user, 'costbaseinfo', context));
  const { data } = useAdminQuery('cost', 'capacity', allowed ? {} : null);
  if (!allowed || !data) return null;
  return (
    <div style={{ marginTop: 16 }}>
      <CapacityCard capacity={data.capacity} testId="home-capacity" />
    </div>
  );
}
