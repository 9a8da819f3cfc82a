import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredAuthKeys, setSessionUser } from '../../../entities/session/session';

/**
 * After the account is gone: behave like sign-out (clear stored keys and every cached
 * query, go to /d). Navigate first, so the guards never see a signed-out app screen.
 */
export function useLeaveApp(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearStoredAuthKeys();
    await navigate('/d', { replace: true });
    queryClient.clear();
    setSessionUser(queryClient, null);
  }, [navigate, queryClient]);
}
