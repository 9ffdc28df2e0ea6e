import { Outlet } from 'react-router-dom';
import { PasswordGate } from '../session/PasswordGate';
import { Watermark } from '../session/Watermark';
import { useOutboxFlush } from '../training/progress';

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
