import { endpoints, type DisableTwoFactorBody } from '@ketoflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, twoFactorKeys } from '../query-keys';
import { useSession } from '../session/session';
import { api } from '../../lib/api-client';

export function useTwoFactorStatus() {
  const { user } = useSession();
  return useQuery({
    queryKey: twoFactorKeys.status(user?.id ?? ''),
    queryFn: () => api.call(endpoints.twoFactor.status),
    enabled: Boolean(user),
  });
}

/** Turning it on or off changes the status, and what the admin area asks for. */
function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: twoFactorKeys.status(user?.id ?? '') });
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) => api.call(endpoints.twoFactor.setup, { body: { password } }),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (code: string) => api.call(endpoints.twoFactor.confirm, { body: { code } }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) => api.call(endpoints.twoFactor.disable, { body }),
    onSuccess: refresh,
  });
}
