import { useCallback } from 'react';
import { useForgetSignedInUser } from '../../../entities/session/session';

/**
 * After the account is gone: behave like sign-out (the user's stored keys and every cached
 * query are cleared), and go to /d without a way back to the deleted account's screens.
 */
export function useLeaveApp(): () => Promise<void> {
  const forget = useForgetSignedInUser();
  return useCallback(() => forget({ replace: true }), [forget]);
}
