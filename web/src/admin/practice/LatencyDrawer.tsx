import { Drawer } from 'antd';
import { useT } from '../../app';
import { LatencyView } from './LatencyView';

/** A scenario's server latency (docs/practice.md "Latency"): stages, recent sessions, and a session's turns. */
export function LatencyDrawer({ scene, onClose }: { scene: { id: string; name: string } | null; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      open={Boolean(scene)}
      size={880}
      title={scene ? t('practiceWeb.latency.title', { name: scene.name }) : ''}
      onClose={onClose}
      destroyOnHidden
      data-testid="latency-drawer"
    >
      {/* Another scenario starts from the first page of the last 30 days. */}
      {scene && <LatencyView key={scene.id} sceneId={scene.id} />}
    </Drawer>
  );
}
