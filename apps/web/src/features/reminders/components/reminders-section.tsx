import { useUserId } from '../../../entities/session/session';
import { PushDevicesCard } from './push-devices-card';
import { ReminderSettingsCard } from './reminder-settings-card';

/** The profile's reminders: what to be reminded of and when, and the devices that get them. */
export function RemindersSection() {
  const userId = useUserId();
  if (!userId) return null;
  return (
    <>
      <ReminderSettingsCard userId={userId} />
      <PushDevicesCard userId={userId} />
    </>
  );
}
