import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme';

/** At most 3 toasts visible, each closing after 4 s. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

/** Loaded after the first render (providers.tsx); toasts raised before it are shown on mount. */
export default function ThemedToaster() {
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
