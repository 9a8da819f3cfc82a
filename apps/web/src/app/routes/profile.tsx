import { AnswersEditor, UnitsPreference } from '../../features/onboarding';
import { ProfilePage } from '../../features/profile';
import { RemindersSection } from '../../features/reminders';

/**
 * /profile composes three features: the onboarding answers (editor and units preference), the
 * reminders (settings and push devices) and the account pieces of the profile feature.
 * Features never import each other.
 */
export default function ProfileRoute() {
  return (
    <ProfilePage
      plan={<AnswersEditor />}
      unitsControl={<UnitsPreference />}
      reminders={<RemindersSection />}
    />
  );
}
