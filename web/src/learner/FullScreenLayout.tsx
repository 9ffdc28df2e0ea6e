import { Outlet } from 'react-router-dom';
import { PasswordGate, Watermark } from '../identity';
import { useOutboxFlush } from '../training';

/** The full-screen learner pages (file, video): no top bar or tabs, the watermark over everything. */
export function FullScreenLayout() {
  useOutboxFlush();
  return (
    <div className="fullscreen-shell">
      <main>
        <Outlet />
      </main>
      <Watermark />
      <PasswordGate />
    </div>
  );
}
