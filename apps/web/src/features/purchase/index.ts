export { WelcomeScreen } from './components/welcome-screen';
export type { WelcomeScreenProps, WelcomeVariant } from './model/welcome';
