import { zodResolver } from '@hookform/resolvers/zod';
import {
  PUSH_DEVICE_NAME_MAX_LENGTH,
  RenamePushDeviceBodySchema,
  type PushDevice,
  type RenamePushDeviceBody,
} from '@ketoflow/contracts';
import { Pencil, Smartphone, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatMediumDate } from '../../../lib/format';
import { applyServerError } from '../../../lib/form-errors';
import { useRemovePushDevice, useRenamePushDevice } from '../api/reminders-api';

/**
 * One device that gets reminders: its name (renamed in place), when it was added and when it
 * last had a reminder, and removing it after a confirmation.
 */
export function DeviceRow({
  userId,
  device,
  isThisDevice,
  online,
  onRemoved,
}: {
  userId: string;
  device: PushDevice;
  isThisDevice: boolean;
  online: boolean;
  onRemoved: (id: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePushDevice(userId);

  const confirmRemove = () =>
    remove.mutate(device.id, {
      onSuccess: () => {
        setConfirming(false);
        onRemoved(device.id);
        toast.success(`${device.name} no longer gets reminders`);
      },
      onError: () =>
        toast.error('The device was not removed', { description: 'Please try again.' }),
    });

  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      {editing ? (
        <RenameForm userId={userId} device={device} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex items-start gap-3">
          <Smartphone className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <span className="break-words">{device.name}</span>
              {isThisDevice && <Badge variant="success">This device</Badge>}
            </p>
            <p className="text-xs text-muted-foreground">
              Added {formatMediumDate(device.createdAt)} ·{' '}
              {device.lastDeliveredAt
                ? `last reminder ${formatDateTime(device.lastDeliveredAt)}`
                : 'no reminder yet'}
            </p>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => setEditing(true)}
              disabled={!online}
              aria-label={`Rename ${device.name}`}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => setConfirming(true)}
              disabled={!online}
              aria-label={`Remove ${device.name}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove this device?</DialogTitle>
            <DialogDescription className="break-words">
              {device.name} will stop getting reminders. They still arrive in the inbox (the bell),
              and you can turn them on again on that device.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              Keep it
            </Button>
            <Button variant="destructive" onClick={confirmRemove} disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

/** The device's name as an input, saved with Enter or Save, left with Cancel or Escape. */
function RenameForm({
  userId,
  device,
  onDone,
}: {
  userId: string;
  device: PushDevice;
  onDone: () => void;
}) {
  const id = useId();
  const rename = useRenamePushDevice(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RenamePushDeviceBody>({
    resolver: zodResolver(RenamePushDeviceBodySchema),
    defaultValues: { name: device.name },
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await rename.mutateAsync({ id: device.id, name });
      onDone();
    } catch (failure) {
      setFormError(
        applyServerError(failure, form.setError, {
          field: (path) => (path === 'body.name' ? 'name' : undefined),
          fallback: 'The name was not saved. Please try again.',
        }),
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      className="grid gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Device name
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          autoFocus
          autoComplete="off"
          maxLength={PUSH_DEVICE_NAME_MAX_LENGTH + 10}
          className="min-w-0 flex-1 basis-48"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('name')}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" className="h-10" disabled={rename.isPending}>
            {rename.isPending && <Spinner />}
            Save
          </Button>
          <Button type="button" variant="ghost" size="sm" className="h-10" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
      {error && <FormMessage id={`${id}-error`}>{error}</FormMessage>}
      {formError && <FormMessage>{formError}</FormMessage>}
    </form>
  );
}
