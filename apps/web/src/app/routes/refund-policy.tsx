import { Undo2 } from 'lucide-react';
import { FeatureIntro } from '../../components/feature-intro';

/** Placeholder until the feature is built: title and one line (FeatureIntro). */
export default function RefundPolicyRoute() {
  return (
    <FeatureIntro
      icon={Undo2}
      title="Refund Policy"
      description="How refunds and cancellations work."
    />
  );
}
