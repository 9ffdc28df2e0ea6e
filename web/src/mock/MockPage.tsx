import { canUseFunction } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { usePermissionContext, useSession, useT } from '../app';
import { NotFoundPage } from '../components/NotFoundPage';
import { AuthCodeDemo } from './AuthCodeDemo';
import { MicrophoneConsent } from './MicrophoneConsent';
import './mock.css';

type MicrophoneState = { kind: 'unknown' } | { kind: 'granted' } | { kind: 'failed'; message: string };

/**
 * /pages/mock/index (spec §2.6): an administrator demonstrating single sign-on obtains an
 * authorisation code for a user and hands out the demo link; the microphone-consent dialog lets the
 * demo device allow recording beforehand. Only administrators with the user-management function
 * (`adminuser`) may use it — the server refuses the code to anyone else — so others see the 404 page.
 */
export function MockPage() {
  const text = useT();
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  const [consentOpen, setConsentOpen] = useState(false);
  const [microphone, setMicrophone] = useState<MicrophoneState>({ kind: 'unknown' });

  if (!user || !canUseFunction(user, 'adminuser', context)) return <NotFoundPage />;
  return (
    <main className="mock-page" data-testid="mock-page">
      <h1>{text('mock.title')}</h1>
      <AuthCodeDemo />
      <section className="mock-section mock-actions">
        <Button block onClick={() => setConsentOpen(true)} data-testid="microphone-check">
          {text('microphone.check')}
        </Button>
        {microphone.kind === 'granted' && (
          <span className="message-success" role="status" data-testid="microphone-status">
            {text('microphone.granted')}
          </span>
        )}
        {microphone.kind === 'failed' && (
          <span className="field-error" role="alert" data-testid="microphone-status">
            {microphone.message}
          </span>
        )}
      </section>
      <MicrophoneConsent
        visible={consentOpen}
        onClose={() => setConsentOpen(false)}
        onResult={(result) => setMicrophone(result.granted ? { kind: 'granted' } : { kind: 'failed', message: result.message })}
      />
    </main>
  );
}
