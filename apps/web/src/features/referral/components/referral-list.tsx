import type { Referral } from '@ketoflow/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatInteger, formatMediumDate } from '../../../lib/format';

function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatMediumDate(iso)}</time>;
}

/** The referrer's referrals, newest first. Friends are numbered, never named (their privacy). */
export function ReferralList({ referrals }: { referrals: readonly Referral[] }) {
  return (
    <ul className="divide-y rounded-lg border" aria-label="Referrals">
      {referrals.map((referral) => (
        <li
          key={referral.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <div className="grid min-w-0 gap-0.5">
            <span className="font-medium">{referral.refereeLabel}</span>
            <span className="text-sm text-muted-foreground">
              Joined <DateText iso={referral.createdAt} />
              {referral.status === 'completed' && referral.awardedAt && (
                <>
                  {' · '}rewarded <DateText iso={referral.awardedAt} />
                </>
              )}
            </span>
          </div>
          {referral.status === 'completed' ? (
            <div className="flex items-center gap-2">
              <span className="num text-sm font-semibold text-coin">
                +{formatInteger(referral.coinsAwarded)} FlowCoins
              </span>
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" />
                Completed
              </Badge>
            </div>
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              <Clock aria-hidden="true" />
              Pending: onboarding not finished
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
