import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the device has a network, as the query client sees it (main.tsx starts it from
 * `navigator.onLine`; the browser's online and offline events follow). Offline, the app sends
 * nothing that would only fail: requests wait, the live stream closes.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export { isOnline };
