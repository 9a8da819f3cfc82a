import type {
  AdminAuditAction,
  AdminUserSort,
  ListAdminAuditQuery,
  ListAdminUsersQuery,
} from '@ketoflow/contracts';

/*
 * The admin screens keep their search and filters in the address (so Back, reload and a
 * shared link show the same list): these turn the address into the API's query and back.
 * Dates are calendar days in the admin's own time zone; a range includes its last day.
 */

export type YesNo = 'yes' | 'no';
export type UserFilters = {
  q: string;
  onboarded: YesNo | '';
  buyer: YesNo | '';
  banned: YesNo | '';
  /** yyyy-mm-dd, inclusive. */
  createdFrom: string;
  /** yyyy-mm-dd, inclusive. */
  createdTo: string;
  sort: AdminUserSort;
};

export const NO_USER_FILTERS: UserFilters = {
  q: '',
  onboarded: '',
  buyer: '',
  banned: '',
  createdFrom: '',
  createdTo: '',
  sort: 'created_desc',
};

const SORTS: readonly AdminUserSort[] = ['created_desc', 'created_asc', 'email'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const yesNo = (value: string | null): YesNo | '' =>
  value === 'yes' || value === 'no' ? value : '';
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** The start of a calendar day in the local time zone, as an instant; `days` later if asked. */
export function dayStart(isoDay: string, days = 0): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

export function userFiltersFrom(params: URLSearchParams): UserFilters {
  const sort = params.get('sort') as AdminUserSort | null;
  return {
    q: params.get('q')?.trim() ?? '',
    onboarded: yesNo(params.get('onboarded')),
    buyer: yesNo(params.get('buyer')),
    banned: yesNo(params.get('banned')),
    createdFrom: day(params.get('from')),
    createdTo: day(params.get('to')),
    sort: sort && SORTS.includes(sort) ? sort : 'created_desc',
  };
}

/** Only what differs from "no filters", so the address stays short. */
export function userFiltersToParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const key of ['onboarded', 'buyer', 'banned'] as const)
    if (filters[key]) params.set(key, filters[key]);
  if (filters.createdFrom) params.set('from', filters.createdFrom);
  if (filters.createdTo) params.set('to', filters.createdTo);
  if (filters.sort !== 'created_desc') params.set('sort', filters.sort);
  return params;
}

/** The API's query for a page (the cursor is added by the infinite query). */
export function userQuery(filters: UserFilters, limit = 25): ListAdminUsersQuery {
  return {
    ...(filters.q && { q: filters.q }),
    ...(filters.onboarded && { onboarded: filters.onboarded }),
    ...(filters.buyer && { buyer: filters.buyer }),
    ...(filters.banned && { banned: filters.banned }),
    ...(filters.createdFrom && { createdFrom: dayStart(filters.createdFrom) }),
    ...(filters.createdTo && { createdTo: dayStart(filters.createdTo, 1) }),
    sort: filters.sort,
    limit,
  };
}

export type AuditFilters = {
  actor: string;
  target: string;
  action: AdminAuditAction | '';
  from: string;
  to: string;
};

export const AUDIT_ACTIONS: readonly AdminAuditAction[] = [
  'coins.credit',
  'coins.debit',
  'user.ban',
  'user.unban',
  'user.confirmation_email',
  'user.password_reset_email',
  'user.delete',
];

export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get('action') as AdminAuditAction | null;
  return {
    actor: params.get('actor')?.trim() ?? '',
    target: params.get('target')?.trim() ?? '',
    action: action && AUDIT_ACTIONS.includes(action) ? action : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'target', 'action', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function auditQuery(filters: AuditFilters, limit = 50): ListAdminAuditQuery {
  return {
    ...(filters.actor && { actor: filters.actor }),
    ...(filters.target && { target: filters.target }),
    ...(filters.action && { action: filters.action }),
    ...(filters.from && { from: dayStart(filters.from) }),
    ...(filters.to && { to: dayStart(filters.to, 1) }),
    limit,
  };
}

/** "coins.credit" → "Coins credited", for people rather than machines. */
export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'coins.credit': 'Coins credited',
  'coins.debit': 'Coins debited',
  'user.ban': 'Banned',
  'user.unban': 'Ban lifted',
  'user.confirmation_email': 'Confirmation e-mail sent',
  'user.password_reset_email': 'Password-reset e-mail sent',
  'user.delete': 'Account deleted',
  'email.resend': 'E-mail sent again',
  'order.setup_code': 'Set-up code sent to a buyer',
  'referral.revoke': 'Referral revoked',
};
