import type {
  AdminIpnCall,
  AdminIpnPage,
  AdminIpnQuery,
  AdminOrder,
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrdersQuery,
  AdminOrderState,
} from '@ketoflow/contracts';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { digistoreIpnCalls, digistoreOrders } from './digistore.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { before, decodeCursor, pageOf } from '../../lib/keyset.js';
import { toOrderSummary } from './digistore.mappers.js';
import type { BuyerAccounts } from './digistore.ports.js';
import type { OrderRow } from './digistore.repository.js';

/** `%` and `_` typed by support are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How support names an order's state (see AdminOrderStateSchema). */
export function orderState(row: Pick<OrderRow, 'status' | 'paySequenceNo'>): AdminOrderState {
  if (row.status === 'refunded') return 'refunded';
  if (row.status === 'chargeback') return 'charged_back';
  return row.paySequenceNo > 1 ? 'rebilled' : 'paid';
}

const STATE_FILTER: Record<AdminOrderState, SQL> = {
  paid: sql`${digistoreOrders.status} = 'paid' and ${digistoreOrders.paySequenceNo} <= 1`,
  rebilled: sql`${digistoreOrders.status} = 'paid' and ${digistoreOrders.paySequenceNo} > 1`,
  refunded: sql`${digistoreOrders.status} = 'refunded'`,
  charged_back: sql`${digistoreOrders.status} = 'chargeback'`,
};

function toAdminOrder(row: OrderRow & { buyerHasPassword: boolean }): AdminOrder {
  return {
    ...toOrderSummary(row),
    productId: row.productId,
    buyerEmail: row.buyerEmail,
    userId: row.userId,
    paySequenceNo: row.paySequenceNo,
    nextPaymentAt: row.nextPaymentAt,
    state: orderState(row),
    buyerHasPassword: row.buyerHasPassword,
  };
}

type CallRow = typeof digistoreIpnCalls.$inferSelect;

function toAdminCall(row: CallRow): AdminIpnCall {
  return {
    ...row,
    receivedAt: row.receivedAt.toISOString(),
    outcome: row.outcome as AdminIpnCall['outcome'],
  };
}

/**
 * What the admin area reads of sales: every order (not one user's) and the IPN call log.
 * Reached only through /api/v1/admin, whose guard has checked the admin and the second factor.
 */
export function createDigistoreAdmin(db: Db, buyers: Pick<BuyerAccounts, 'loginsOf'>) {
  /** The orders as support sees them, with whether each buyer's account has a password yet. */
  async function withLogins(rows: OrderRow[]): Promise<AdminOrder[]> {
    const ids = rows.flatMap((r) => (r.userId ? [r.userId] : []));
    const logins = new Map((await buyers.loginsOf(ids)).map((l) => [l.userId, l.hasPassword]));
    return rows.map((r) =>
      toAdminOrder({ ...r, buyerHasPassword: (r.userId && logins.get(r.userId)) || false }),
    );
  }

  async function calls(where: SQL | undefined, limit: number): Promise<CallRow[]> {
    return db
      .select()
      .from(digistoreIpnCalls)
      .where(where)
      .orderBy(desc(digistoreIpnCalls.receivedAt), desc(digistoreIpnCalls.id))
      .limit(limit);
  }

  return {
    async orders(query: AdminOrdersQuery): Promise<AdminOrderPage> {
      const q = query.q?.trim();
      const rows = await db
        .select()
        .from(digistoreOrders)
        .where(
          and(
            before(digistoreOrders.createdAt, digistoreOrders.id, decodeCursor(query.cursor)),
            q
              ? or(
                  eq(digistoreOrders.orderId, q),
                  eq(digistoreOrders.productId, q),
                  ilike(digistoreOrders.buyerEmail, `%${literal(q.toLowerCase())}%`),
                )
              : undefined,
            query.state ? STATE_FILTER[query.state] : undefined,
            query.plan ? eq(digistoreOrders.plan, query.plan) : undefined,
          ),
        )
        .orderBy(desc(digistoreOrders.createdAt), desc(digistoreOrders.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
      return { items: await withLogins(page.items), nextCursor: page.nextCursor };
    },

    async order(orderId: string): Promise<AdminOrderDetail> {
      const rows = await db
        .select()
        .from(digistoreOrders)
        .where(eq(digistoreOrders.orderId, orderId))
        .limit(1);
      if (!rows[0]) throw new NotFoundError('No order has this id.');
      const [order] = await withLogins(rows);
      const log = await calls(eq(digistoreIpnCalls.orderId, orderId), 200);
      return { order: order!, calls: log.map(toAdminCall) };
    },

    async ipnCalls(query: AdminIpnQuery): Promise<AdminIpnPage> {
      const q = query.q?.trim();
      const rows = await calls(
        and(
          before(digistoreIpnCalls.receivedAt, digistoreIpnCalls.id, decodeCursor(query.cursor)),
          q
            ? or(
                eq(digistoreIpnCalls.orderId, q),
                eq(digistoreIpnCalls.transactionId, q),
                eq(digistoreIpnCalls.event, q),
              )
            : undefined,
          query.signature
            ? eq(digistoreIpnCalls.signatureValid, query.signature === 'valid')
            : undefined,
          query.outcome ? eq(digistoreIpnCalls.outcome, query.outcome) : undefined,
        ),
        query.limit + 1,
      );
      const page = pageOf(rows, query.limit, (r) => ({ at: r.receivedAt, id: r.id }));
      return { items: page.items.map(toAdminCall), nextCursor: page.nextCursor };
    },
  };
}

export type DigistoreAdmin = ReturnType<typeof createDigistoreAdmin>;
