import { Gift } from 'lucide-react';
import { useParams } from 'react-router';
import { FeatureIntro } from '../../components/feature-intro';
import { env } from '../../config/env';

/** Placeholder referral landing (/ref/:code) until the referral feature is built. */
export default function ReferralRoute() {
  const { code = '' } = useParams();
  return (
    <FeatureIntro
      icon={Gift}
      title="You're invited"
      description={`A friend invited you to ${env.appName} with code ${code.toUpperCase()}. Sign up free to get started.`}
    />
  );
}
