import { endpoints, type MyReferralsResponse } from '@ketoflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referralKeys } from '../../../entities/query-keys';

/** The user's code (the server creates it on first read), share link, totals and referrals. */
export function fetchMyReferrals(): Promise<MyReferralsResponse> {
  return api.call(endpoints.referrals.mine);
}

export function myReferralsQueryOptions(userId: string) {
  return queryOptions({ queryKey: referralKeys.mine(userId), queryFn: fetchMyReferrals });
}

/** Pass null when signed out: nothing is fetched. Cached data shows at once, then refreshes. */
export function useMyReferrals(userId: string | null) {
  return useQuery({
    ...myReferralsQueryOptions(userId ?? ''),
    enabled: userId !== null,
    refetchOnMount: 'always',
  });
}
