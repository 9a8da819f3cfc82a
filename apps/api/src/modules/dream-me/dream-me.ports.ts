import type { WeightLogList } from '@ketoflow/contracts';
import type { Executor } from '../../db/client.js';
import type { ProcessedImage } from '../../lib/images/photo.js';
import type { PaidActionRunner } from '../ai/index.js';

/** Where Dream Me keeps the photo and the picture (the uploads module's service fits). */
export type DreamMePhotos = {
  prepare(bytes: Buffer): Promise<ProcessedImage>;
  insert(
    tx: Executor,
    userId: string,
    purpose: 'dream_me_photo' | 'dream_me_image',
    image: ProcessedImage,
  ): Promise<{ id: string }>;
  remove(tx: Executor, userId: string, id: string): Promise<void>;
  removeByPurpose(
    tx: Executor,
    userId: string,
    purposes: readonly ('dream_me_photo' | 'dream_me_image')[],
  ): Promise<number>;
};

/** The latest weigh-in, when newer than onboarding (the body module's service fits). */
export type DreamMeWeights = { listWeights(userId: string, limit: number): Promise<WeightLogList> };

/** A picture is a paid action. */
export type DreamMePayments = Pick<PaidActionRunner, 'runPaidAction'>;
