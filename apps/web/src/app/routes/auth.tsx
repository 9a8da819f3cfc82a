import { AuthScreen } from '../../features/auth';

export default function AuthRoute() {
  return <AuthScreen />;
}
