import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from './query-client';
import { useTheme } from '../lib/theme';
import { RealtimeBridge } from './realtime-bridge';

/** Spec §9: at most 3 toasts visible, each closing after 4 s. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="top-center"
      visibleToasts={TOAST_VISIBLE}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <RealtimeBridge />
      <ThemedToaster />
    </QueryClientProvider>
  );
}
