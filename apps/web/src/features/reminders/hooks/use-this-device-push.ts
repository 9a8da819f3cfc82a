import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAddPushDevice } from '../api/reminders-api';
import {
  currentSubscription,
  forgetThisDevice,
  keepThisDevice,
  thisDeviceId,
} from '../../../entities/push/this-device';
import {
  PushSetupError,
  defaultDeviceName,
  notificationsBlocked,
  subscribeThisBrowser,
  type PushProblem,
} from '../lib/push-browser';

/** A push problem, or the server refusing (or not answering) to keep the device. */
export type ThisDeviceProblem = PushProblem | 'not-saved';

/**
 * This browser's push reminders: which listed device it is, turning reminders on here (only
 * when asked), and letting go of its subscription when its device is removed.
 */
export function useThisDevicePush(userId: string) {
  const add = useAddPushDevice(userId);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Notifications blocked before: say so at once, without asking anything.
  const [problem, setProblem] = useState<ThisDeviceProblem | null>(() =>
    notificationsBlocked() ? 'denied' : null,
  );

  useEffect(() => {
    let live = true;
    void currentSubscription().then((subscription) => {
      if (live) setEndpoint(subscription?.endpoint ?? null);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async (vapidPublicKey: string) => {
    setProblem(null);
    setWorking(true);
    try {
      const subscription = await subscribeThisBrowser(vapidPublicKey);
      const device = await add.mutateAsync({
        ...subscription,
        name: defaultDeviceName(navigator.userAgent),
      });
      keepThisDevice(userId, { endpoint: subscription.endpoint, id: device.id });
      setEndpoint(subscription.endpoint);
      toast.success('Reminders are on for this device', {
        description: `Saved as “${device.name}”. You can rename it below.`,
      });
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.problem : 'not-saved');
    } finally {
      setWorking(false);
    }
  };

  const thisId = thisDeviceId(userId, endpoint);

  /** After a device was removed: when it was this browser, its subscription ends too. */
  const removed = async (id: string) => {
    if (id !== thisId) return;
    forgetThisDevice(userId);
    setEndpoint(null);
    try {
      await (await currentSubscription())?.unsubscribe();
    } catch {
      // The server no longer sends to it; the push service forgets it in time.
    }
  };

  return { thisId, problem, working, turnOn, removed };
}
