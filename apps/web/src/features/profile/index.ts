export { ProfilePage, type ProfilePageProps } from './components/profile-page';
export { DataCard, PreferencesCard, SessionsCard } from './components/account-cards';
export { ChangePasswordCard } from './components/change-password-card';
export { DeleteAccountDialog } from './components/delete-account-dialog';
