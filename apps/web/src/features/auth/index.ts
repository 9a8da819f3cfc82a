export { AuthScreen } from './components/auth-screen';
export { CREDENTIAL_MODES, type CredentialMode } from './components/credentials-form';
export { PurchaseSetupForm, type PurchaseSetupFormProps } from './components/purchase-setup-form';
