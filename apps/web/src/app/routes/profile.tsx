import { AnswersEditor, UnitsPreference } from '../../features/onboarding';
import { ProfilePage } from '../../features/profile';

/**
 * /profile composes two features: the onboarding answers (editor and units preference) and
 * the account pieces of the profile feature. Features never import each other.
 */
export default function ProfileRoute() {
  return <ProfilePage plan={<AnswersEditor />} unitsControl={<UnitsPreference />} />;
}
