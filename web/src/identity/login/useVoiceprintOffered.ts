import { useEffect, useState } from 'react';
import { learnerApi } from '../../app';

/** Whether the server offers voice sign-in: `GET api/login/vprsocket` answers (403 errcode 40390 when no provider is set up). */
export function useVoiceprintOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let current = true;
    learnerApi.voiceprint.socket().then(
      () => current && setOffered(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return offered;
}
