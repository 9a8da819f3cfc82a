import { BarChart3, Gift, Mail, Receipt, ScrollText, Server, Users, Webhook } from 'lucide-react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { EmptyState } from '../../../components/data-state';
import { cn } from '../../../lib/utils';
import { AdminAnalyticsPage } from '../analytics';
import { IpnLogPage } from '../commerce/ipn-log-page';
import { OrderPage } from '../commerce/order-page';
import { OrdersPage } from '../commerce/orders-page';
import { OutboxPage } from '../outbox/outbox-page';
import { ReferralsPage } from '../referrals/referrals-page';
import { SystemPage } from '../system/system-page';
import { AuditScreen } from './audit-screen';
import { UserPage } from './user-page';
import { UsersScreen } from './users-screen';

const SECTIONS = [
  { to: 'users', label: 'Users', icon: Users },
  { to: 'analytics', label: 'Analytics', icon: BarChart3 },
  { to: 'orders', label: 'Orders', icon: Receipt },
  { to: 'ipn', label: 'IPN log', icon: Webhook },
  { to: 'emails', label: 'E-mails', icon: Mail },
  { to: 'referrals', label: 'Referrals', icon: Gift },
  { to: 'audit', label: 'Audit log', icon: ScrollText },
  { to: 'system', label: 'System', icon: Server },
] as const;

/**
 * The admin area once the server has let this session in: a section bar and the section.
 * Sub-routes live here (the router sends /admin/* to the area, whose guard states come first).
 */
export function AdminConsole() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Admin sections" className="mb-6 flex gap-1 overflow-x-auto border-b">
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={`/admin/${to}`}
            className={({ isActive }) =>
              cn(
                '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="users" replace />} />
        <Route path="users" element={<UsersScreen />} />
        <Route path="users/:id" element={<UserPage />} />
        <Route path="analytics" element={<AdminAnalyticsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route path="ipn" element={<IpnLogPage />} />
        <Route path="emails" element={<OutboxPage />} />
        <Route path="referrals" element={<ReferralsPage />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="system" element={<SystemPage />} />
        <Route path="*" element={<EmptyState title="No such admin page" headingLevel={1} />} />
      </Routes>
    </main>
  );
}
