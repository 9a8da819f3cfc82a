import { endpoints, type ChangePasswordBody, type DeleteAccountBody } from '@ketoflow/contracts';
import { useMutation } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { api } from '../../../lib/api-client';

/** 204; the API ends every other session and renews this one's cookie. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.call(endpoints.auth.changePassword, { body });
}

/** 204; the account and everything it owns are gone, and the session cookie is cleared. */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return api.call(endpoints.account.remove, { body });
}

/**
 * GET /api/v1/me/export through the API client (so errors are ApiErrors), then hand the
 * JSON to the browser as a file download.
 */
export async function downloadExport(): Promise<void> {
  const data = await api.read(endpoints.account.exportAll, {});
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${env.appName.toLowerCase()}-export-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

export function useExportData() {
  return useMutation({ mutationFn: downloadExport });
}
