import { endpoints } from '@ketoflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Turns the weekly summary e-mail off with the signed token of the e-mail's link; works signed
 * out. Sent only when the person presses the button: a link opened by a mail scanner does
 * nothing.
 */
export function useUnsubscribeFromWeeklyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.call(endpoints.reminders.unsubscribe, { query: { token } }),
  });
}
