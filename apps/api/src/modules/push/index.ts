import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createAllowList } from './push.allow-list.js';
import { createPushChannel } from './push.channel.js';
import { createPushRepository } from './push.repository.js';
import { pushRoutes } from './push.routes.js';
import { createPushSender } from './push.sender.js';
import { createPushDevicesService } from './push.service.js';
import { loadOrCreateVapidKeys, type VapidKeys } from './push.vapid.js';

export type { PushNotice } from './push.message.js';
export { vapidKeysFile, type VapidKeys } from './push.vapid.js';

/** How long one push service gets to answer before the device is tried again later. */
const TIMEOUT_MS = 5_000;

/**
 * Web Push (decision 051): the person's devices (/api/v1/push/devices) and the channel the
 * reminders module sends through. The server's VAPID key pair comes from the settings or is
 * generated once into `dataDir`. Messages are encrypted by the web-push library and sent by
 * our own requests, only to push services the allow-list accepts.
 */
export function createPushModule(deps: {
  db: Db;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** DATA_DIR: where the generated key pair is kept when the settings give none. */
  dataDir: string;
  settings: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or null. */
    vapidKeys: VapidKeys | null;
    /** A mailto: or https: URL push services may contact us at. */
    vapidSubject: string;
    /** Push service origins accepted beside the browsers' own (PUSH_EXTRA_ORIGINS). */
    extraOrigins: readonly string[];
  };
  timeoutMs?: number;
}) {
  const { settings } = deps;
  const keys = settings.vapidKeys ?? loadOrCreateVapidKeys(deps.dataDir);
  const repo = createPushRepository(deps.db);
  const allowList = createAllowList(settings.extraOrigins);
  const sender = createPushSender({ timeoutMs: deps.timeoutMs ?? TIMEOUT_MS });
  const channel = createPushChannel({
    repo,
    sender,
    allowList,
    vapid: { ...keys, subject: settings.vapidSubject },
    logger: deps.logger,
  });
  const devices = createPushDevicesService({ repo, allowList, vapidPublicKey: keys.publicKey });
  const routes: FastifyPluginAsync = async (app) => {
    app.addHook('onClose', async () => sender.close());
    await app.register(pushRoutes, { devices });
  };
  return { channel, devices, routes };
}

export type PushModule = ReturnType<typeof createPushModule>;
