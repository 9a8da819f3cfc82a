import type { Executor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { processPhoto, type ProcessedImage } from '../../lib/images/photo.js';
import type { UploadRow, UploadsRepository } from './uploads.repository.js';
import { isUuid } from '../../lib/ids.js';

/** What an upload is for; kept on the row so exports and clean-ups can tell them apart. */
export type UploadPurpose = 'recipe_photo' | 'food_scan' | 'dream_me_photo' | 'dream_me_image';

/**
 * User images in the database: validated and re-encoded before they are stored
 * (image.ts), served to their owner only. Other modules (recipes now, Dream Me and
 * KetoVision later) call `prepare` outside their transaction (it is CPU work) and
 * `insert` inside it.
 */
export function createUploadsService(deps: { repo: UploadsRepository }) {
  const { repo } = deps;
  return {
    prepare(bytes: Buffer): Promise<ProcessedImage> {
      return processPhoto(bytes);
    },

    insert(tx: Executor, userId: string, purpose: UploadPurpose, image: ProcessedImage) {
      return repo.insert(tx, {
        userId,
        purpose,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        byteSize: image.data.length,
        data: image.data,
      });
    },

    /** The owner's upload; anyone else's (or an unknown id) is a 404. */
    async get(userId: string, id: string): Promise<UploadRow> {
      const row = isUuid(id) ? await repo.findOwned(userId, id) : undefined;
      if (!row) throw new NotFoundError('Image not found.');
      return row;
    },

    remove(tx: Executor, userId: string, id: string): Promise<void> {
      return repo.deleteOwned(tx, userId, id);
    },

    /** Every upload of the user made for these purposes, including any no row points to. */
    removeByPurpose(tx: Executor, userId: string, purposes: readonly UploadPurpose[]) {
      return repo.deleteByPurpose(tx, userId, purposes);
    },

    copy(tx: Executor, userId: string, id: string): Promise<UploadRow | undefined> {
      return repo.copyOwned(tx, userId, id);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
