import type { FastifyBaseLogger } from 'fastify';
import type { AllowList } from './push.allow-list.js';
import { pushRequest, type PushNotice } from './push.message.js';
import type { DeviceRow, PushRepository } from './push.repository.js';
import type { PushSender, SendOutcome } from './push.sender.js';
import type { VapidKeys } from './push.vapid.js';

/** Messages in flight at once for one person's devices. */
const CONCURRENCY = 4;

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

/**
 * A reminder to the person's devices by Web Push, each device once per job: a device whose push
 * service accepted the job is remembered (push_deliveries), so when another device's service
 * asked to try again later (`pending`) and the job comes back, only the devices without the
 * message get it. Expired subscriptions (404, 410) are deleted; a device whose service refuses
 * the message, or whose address the allow-list no longer accepts, gets no push this time.
 */
export function createPushChannel(deps: {
  repo: PushRepository;
  sender: PushSender;
  allowList: AllowList;
  vapid: VapidKeys & { subject: string };
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { repo, logger } = deps;

  async function deliver(notice: PushNotice, device: DeviceRow, now: Date): Promise<SendOutcome> {
    const url = deps.allowList.accept(device.endpoint);
    if (!url) {
      logger.warn({ device: device.id }, 'push: the device’s push service is not accepted');
      return { kind: 'refused', reason: 'not accepted' };
    }
    let request;
    try {
      request = pushRequest({ ...device, endpoint: url.href }, notice, deps.vapid);
    } catch (error) {
      logger.warn({ err: error, device: device.id }, 'push: the message could not be encrypted');
      return { kind: 'refused', reason: 'not encrypted' };
    }
    const outcome = await deps.sender.post(url, request);
    const context = { device: device.id, job: notice.jobId, detail: outcome.detail };
    switch (outcome.kind) {
      case 'delivered':
        await repo.delivered(notice.userId, notice.jobId, device.id, now);
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
    async send(notice: PushNotice, now: Date): Promise<{ pending: boolean; error?: string }> {
      const devices = await repo.undelivered(notice.userId, notice.jobId);
      if (devices.length === 0) return { pending: false };
      const outcomes = await mapLimited(devices, CONCURRENCY, (device) =>
        deliver(notice, device, now),
      );
      const retry = outcomes.flatMap((o) => (o.kind === 'retry' ? [o.reason] : []));
      const refused = outcomes.flatMap((o) => (o.kind === 'refused' ? [o.reason] : []));
      const problems = [
        ...(retry.length > 0 ? [`${retry.length} to try again (${retry.join(', ')})`] : []),
        ...(refused.length > 0 ? [`${refused.length} refused (${refused.join(', ')})`] : []),
      ];
      return problems.length === 0
        ? { pending: false }
        : { pending: retry.length > 0, error: `push: ${problems.join('; ')}` };
    },
  };
}
