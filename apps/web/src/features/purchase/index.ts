export {
  WelcomeScreen,
  type WelcomeScreenProps,
  type WelcomeVariant,
} from './components/welcome-screen';
