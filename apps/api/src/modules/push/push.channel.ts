import type { FastifyBaseLogger } from 'fastify';
import type { AllowList } from './push.allow-list.js';
import { createVapidSigner, pushRequest, type PushNotice } from './push.message.js';
import type { Delivered, DeviceRow, PushRepository } from './push.repository.js';
import type { PushSender, SendOutcome } from './push.sender.js';
import type { VapidKeys } from './push.vapid.js';

/** Messages in flight at once (the sender keeps at most 16 connections per push service). */
const CONCURRENCY = 16;

/** What the channel answers for one job: `pending` asks for it to be tried again later. */
export type PushResult = { pending: boolean; error?: string };

/** Runs `work` over `items`, at most `limit` at a time, answering in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Acceptances written together (the last write of a batch takes what is left). */
const LOG_ROWS = 32;

/**
 * Remembers accepted messages as they come back, `LOG_ROWS` or more per write, while sending
 * goes on (a write's commit takes longer than a message). `flush` writes what is left, waits
 * for every write and fails if one did. Until its write is done a message may be sent again by
 * a retry of its job (with the same Topic and tag, so it replaces the first, not shown twice).
 */
function createDeliveryLog(repo: PushRepository) {
  let waiting: Delivered[] = [];
  let writing: Promise<void> | null = null;
  let failure: Error | null = null;
  const drain = async (least: number) => {
    try {
      while (waiting.length >= least) {
        const rows = waiting;
        waiting = [];
        await repo.delivered(rows);
      }
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    } finally {
      writing = null;
    }
  };
  return {
    add(row: Delivered): void {
      waiting.push(row);
      if (waiting.length >= LOG_ROWS) writing ??= drain(LOG_ROWS);
    },
    async flush(): Promise<void> {
      while (writing) await writing;
      if (waiting.length > 0) await (writing = drain(1));
      if (failure) throw failure;
    },
  };
}

/**
 * Reminders to their people's devices by Web Push, each device once per job: a device whose
 * push service accepted the job is remembered (push_deliveries), so when another device's
 * service asked to try again later (`pending`) and the job comes back, only the devices without
 * the message get it. Expired subscriptions (404, 410) are deleted; a device whose service
 * refuses the message, or whose address the allow-list no longer accepts, gets no push this
 * time. A batch's devices are read in one query and sent to several at a time.
 */
export function createPushChannel(deps: {
  repo: PushRepository;
  sender: PushSender;
  allowList: AllowList;
  vapid: VapidKeys & { subject: string };
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { repo, logger } = deps;
  const vapid = createVapidSigner(deps.vapid);

  async function deliver(
    notice: PushNotice,
    device: DeviceRow,
    now: Date,
    log: ReturnType<typeof createDeliveryLog>,
  ): Promise<SendOutcome> {
    const url = deps.allowList.accept(device.endpoint);
    if (!url) {
      logger.warn({ device: device.id }, 'push: the device’s push service is not accepted');
      return { kind: 'refused', reason: 'not accepted' };
    }
    let request;
    try {
      request = pushRequest({ ...device, endpoint: url.href }, notice, vapid.authorization(url));
    } catch (error) {
      logger.warn({ err: error, device: device.id }, 'push: the message could not be encrypted');
      return { kind: 'refused', reason: 'not encrypted' };
    }
    const outcome = await deps.sender.post(url, request);
    const context = { device: device.id, job: notice.jobId, detail: outcome.detail };
    switch (outcome.kind) {
      case 'delivered':
        log.add({ userId: notice.userId, jobId: notice.jobId, deviceId: device.id, at: now });
        break;
      case 'gone':
        await repo.remove(notice.userId, device.id);
        logger.info({ ...context, status: outcome.status }, 'push: subscription gone, removed');
        break;
      case 'retry':
        logger.info(
          { ...context, reason: outcome.reason, retryAfter: outcome.retryAfter },
          'push: the push service asks to try again later',
        );
        break;
      case 'refused':
        logger.warn({ ...context, reason: outcome.reason }, 'push: the push service refused');
        break;
    }
    return outcome;
  }

  return {
    /** Sends each notice to its person's devices that have not had it; answers per job. */
    async send(notices: PushNotice[], now: Date): Promise<Map<string, PushResult>> {
      const results = new Map<string, PushResult>();
      const byJob = new Map(notices.map((notice) => [notice.jobId, notice]));
      const devices = await repo.undelivered(
        notices.map(({ userId, jobId }) => ({ userId, jobId })),
      );
      if (devices.length === 0) return results;
      const log = createDeliveryLog(repo);
      const outcomes = await mapLimited(devices, CONCURRENCY, ({ jobId, device }) =>
        deliver(byJob.get(jobId)!, device, now, log),
      );
      await log.flush();
      const problems = new Map<string, { retry: string[]; refused: string[] }>();
      outcomes.forEach((outcome, i) => {
        if (outcome.kind !== 'retry' && outcome.kind !== 'refused') return;
        const jobId = devices[i]!.jobId;
        const found = problems.get(jobId) ?? { retry: [], refused: [] };
        found[outcome.kind].push(outcome.reason);
        problems.set(jobId, found);
      });
      for (const [jobId, { retry, refused }] of problems) {
        const said = [
          ...(retry.length > 0 ? [`${retry.length} to try again (${retry.join(', ')})`] : []),
          ...(refused.length > 0 ? [`${refused.length} refused (${refused.join(', ')})`] : []),
        ];
        results.set(jobId, { pending: retry.length > 0, error: `push: ${said.join('; ')}` });
      }
      return results;
    },
  };
}
