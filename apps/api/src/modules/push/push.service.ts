import { createECDH } from 'node:crypto';
import {
  PUSH_ENDPOINT_REFUSED,
  type PushDevice,
  type PushDevices,
  type PushSubscribeBody,
} from '@ketoflow/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { AllowList } from './push.allow-list.js';
import type { DeviceRow, PushRepository } from './push.repository.js';

const NOT_FOUND = 'Device not found';

function toDevice(row: DeviceRow): PushDevice {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
  };
}

/**
 * Whether a browser's key is a point on P-256, the curve messages are encrypted with: the
 * contract checks its spelling, this its value, so a subscription that could never be sent to
 * is refused now rather than failing at every reminder.
 */
function isCurvePoint(p256dh: string): boolean {
  const key = Buffer.from(p256dh, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/** A person's devices: listed with the key to subscribe with, added, renamed, removed. */
export function createPushDevicesService(deps: {
  repo: PushRepository;
  allowList: AllowList;
  vapidPublicKey: string;
}) {
  const { repo } = deps;
  return {
    async list(userId: string): Promise<PushDevices> {
      const rows = await repo.list(userId);
      return { vapidPublicKey: deps.vapidPublicKey, devices: rows.map(toDevice) };
    },

    async subscribe(userId: string, body: PushSubscribeBody): Promise<PushDevice> {
      const url = deps.allowList.accept(body.endpoint);
      if (!url) {
        throw new ValidationError(PUSH_ENDPOINT_REFUSED, [
          { path: 'body.endpoint', message: PUSH_ENDPOINT_REFUSED },
        ]);
      }
      if (!isCurvePoint(body.keys.p256dh) || Buffer.from(body.keys.auth, 'base64url').length < 16) {
        const message = 'The subscription key is not valid.';
        throw new ValidationError(message, [{ path: 'body.keys', message }]);
      }
      const row = await repo.subscribe(userId, {
        endpoint: url.href,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        name: body.name,
      });
      return toDevice(row);
    },

    async rename(userId: string, id: string, name: string): Promise<PushDevice> {
      const row = isUuid(id) ? await repo.rename(userId, id, name) : null;
      if (!row) throw new NotFoundError(NOT_FOUND);
      return toDevice(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(userId, id))) throw new NotFoundError(NOT_FOUND);
    },
  };
}

export type PushDevicesService = ReturnType<typeof createPushDevicesService>;
