export { AuthScreen } from './components/auth-screen';
export { CREDENTIAL_MODES, type CredentialMode } from './components/credentials-form';
