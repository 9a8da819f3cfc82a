import { Navigate, useSearchParams } from 'react-router';
import { LandingPage } from '../../features/marketing';

/**
 * The site root. The e-mail's confirmation link lands here (`?verified=1`, with `error` added
 * by the server when the link was invalid or expired): /auth then sends a person the link
 * signed in on to their screen, saying the address is confirmed, or shows the outcome beside
 * the sign-in form.
 */
export default function LandingRoute() {
  const [params] = useSearchParams();
  const verified = params.get('verified');
  if (verified !== null) {
    const confirmed = verified === '1' && !params.has('error');
    return <Navigate to={`/auth?verified=${confirmed ? '1' : '0'}`} replace />;
  }
  return <LandingPage />;
}
