export { SyncMark } from './sync-mark';
export { toastSaved } from './saved-toast';
