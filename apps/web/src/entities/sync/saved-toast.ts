import { toast } from 'sonner';
import type { SubmitResult } from '../../lib/outbox';

/** "Weight logged" when the server has it; when it waits on the device, that it will be sent. */
export function toastSaved(result: SubmitResult, message: string): void {
  if (result.status === 'sent') toast.success(message);
  else
    toast.success(`${message} on this device`, {
      description: 'It will be sent when you’re back online.',
    });
}
