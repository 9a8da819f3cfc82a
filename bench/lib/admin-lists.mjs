// The admin area's list calls over the admin-analytics bench's data (goal: every
// analytics and list call p95 <= 100 ms on PostgreSQL): users (search, filters, sorts, a
// second page), orders, the IPN log, the outbox, referrals and the audit log. The extra rows
// these lists read are seeded here; every call goes through the real service or repository.

/** Rows the analytics seed does not make: referrals, IPN calls, e-mails, audit entries. */
export async function seedLists(client, users, step) {
  const scale = users / 100_000;
  const ago = (days) => `now() - interval '1 hour' - random() * interval '${days} days'`;
  await step(
    'referral_codes',
    `insert into referral_codes (user_id, code)
     select 'bu-' || i, 'BENCH' || i from generate_series(1, ${Math.round(2_000 * scale)}) i`,
  );
  await step(
    'referrals',
    `insert into referrals (referrer_id, referee_id, referral_code, status, created_at)
     select 'bu-' || (1 + i % ${Math.round(2_000 * scale)}), 'bu-' || (${Math.round(2_000 * scale)} + i),
       'BENCH' || (1 + i % ${Math.round(2_000 * scale)}),
       case when i % 3 = 0 then 'pending' else 'completed' end, ${ago(365)}
     from generate_series(1, ${Math.round(20_000 * scale)}) i`,
  );
  await step(
    'digistore_ipn_calls',
    `insert into digistore_ipn_calls (event, order_id, transaction_id, signature_valid, outcome,
       http_status, received_at)
     select 'on_payment', 'order-' || (1 + i % ${Math.round(25_000 * scale)}), 't' || i, i % 50 <> 0,
       case when i % 50 = 0 then 'refused' when i % 7 = 0 then 'duplicate' else 'handled' end,
       case when i % 50 = 0 then 403 else 200 end, ${ago(365)}
     from generate_series(1, ${Math.round(60_000 * scale)}) i`,
  );
  await step(
    'outbox_emails',
    `insert into outbox_emails (to_address, subject, text_body, kind, status, attempts, created_at)
     select 'u' || (1 + i % ${users}) || '@bench.test', 'Reset your password', '', 'password_reset',
       case when i % 40 = 0 then 'failed' else 'sent' end, 1, ${ago(365)}
     from generate_series(1, ${Math.round(150_000 * scale)}) i`,
  );
  await step(
    'admin_audit',
    `insert into admin_audit (actor_id, actor_email, action, target_user_id, target_email, reason,
       created_at)
     select 'admin-' || (i % 5), 'admin' || (i % 5) || '@bench.test',
       (array['coins.credit','user.ban','email.resend'])[1 + i % 3],
       'bu-' || (1 + i % ${users}), 'u' || (1 + i % ${users}) || '@bench.test', 'bench', ${ago(365)}
     from generate_series(1, ${Math.round(30_000 * scale)}) i`,
  );
}

/** [name, call] pairs; each call is one admin screen's request. */
export async function listCalls(api, db, users) {
  const { createAdminUsersRepository } = await api('modules/admin/admin-users.repository.ts');
  const { createAdminUsersService } = await api('modules/admin/admin-users.service.ts');
  const { createAuditRepository } = await api('modules/admin/audit.repository.ts');
  const { createDigistoreAdmin } = await api('modules/digistore/digistore.admin.ts');
  const { createReferralAdmin } = await api('modules/referral/referral.admin.ts');
  const { createOutboxService } = await api('modules/outbox/outbox.service.ts');
  const { createWalletModule } = await api('modules/wallet/index.ts');
  const { createBuyerAccounts } = await api('modules/auth/buyer-accounts.repository.ts');
  const { createUserDirectory } = await api('modules/auth/user-directory.ts');
  const wallet = createWalletModule({ db }).service;
  const usersList = createAdminUsersService({ repo: createAdminUsersRepository(db), wallet });
  const audit = createAuditRepository(db);
  const orders = createDigistoreAdmin(db, createBuyerAccounts(db));
  const referrals = createReferralAdmin({ db, wallet, people: createUserDirectory() });
  const outbox = createOutboxService({ db, mailer: { delivers: false } });
  const page = { limit: 25 };
  const users25 = (q) => usersList.list({ sort: 'created_desc', ...page, ...q });
  const second = (await users25({})).nextCursor;
  const someone = `u${Math.round(users / 2)}@bench.test`;
  return [
    ['users: newest', () => users25({})],
    ['users: page 2', () => users25({ cursor: second })],
    ['users: search "u4711"', () => users25({ q: 'u4711' })],
    ['users: buyers', () => users25({ buyer: 'yes' })],
    ['users: not onboarded', () => users25({ onboarded: 'no' })],
    ['users: by e-mail', () => usersList.list({ sort: 'email', ...page })],
    ['orders: newest', () => orders.orders({ ...page })],
    ['orders: by e-mail', () => orders.orders({ ...page, q: someone })],
    ['orders: refunded', () => orders.orders({ ...page, state: 'refunded' })],
    ['IPN log: newest', () => orders.ipnCalls({ ...page })],
    ['IPN log: unsigned', () => orders.ipnCalls({ ...page, signature: 'invalid' })],
    ['IPN log: one order', () => orders.ipnCalls({ ...page, q: 'order-42' })],
    ['e-mails: newest', () => outbox.list({ ...page })],
    ['e-mails: failed', () => outbox.list({ ...page, status: 'failed' })],
    ['e-mails: recipient', () => outbox.list({ ...page, q: someone })],
    ['referrals: newest', () => referrals.list({ ...page })],
    ['referrals: pending', () => referrals.list({ ...page, status: 'pending' })],
    ['audit: newest', () => audit.list({}, undefined, 26)],
    ['audit: one admin', () => audit.list({ actor: 'admin-3' }, undefined, 26)],
  ];
}
