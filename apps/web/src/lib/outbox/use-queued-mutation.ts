import { useMutation } from '@tanstack/react-query';
import { outbox } from './instance';
import type { SubmitResult, WriteInput } from './outbox';

/**
 * A mutation whose change goes through the device's queue (decision 040): sent at once when
 * online (the server's refusal rejects, as a direct request would), kept and marked "Waiting
 * to sync" when offline. It runs offline too (TanStack would otherwise pause it).
 */
export function useQueuedMutation<TVars>(
  toWrite: (vars: TVars) => WriteInput,
  onSettled?: () => unknown,
  onSuccess?: (result: SubmitResult) => unknown,
) {
  return useMutation<SubmitResult, Error, TVars>({
    mutationFn: (vars) => outbox.submit(toWrite(vars)),
    networkMode: 'always',
    onSettled,
    onSuccess,
  });
}
