import {
  DREAM_ME_AI_EDIT_LABEL,
  DREAM_ME_ILLUSTRATION_LABEL,
  DREAM_ME_TIMELINES,
  DreamMeProjectionSchema,
  ErrorCode,
  type CreateDreamMeResponse,
  type DreamMeEligibility,
  type DreamMeImageKind,
  type DreamMeList,
  type DreamMeProjection,
  type DreamMeResult,
  type DreamMeTimeline,
  uploadUrl,
} from '@ketoflow/contracts';
import {
  DREAM_ME_UNAVAILABLE_REASON,
  addDays,
  ageFromBirthYear,
  canUseBodyImageFeatures,
  illustrationWidthScale,
  projectDreamMe,
  toIsoDate,
  type Profile,
  type ProfileReader,
} from '@ketoflow/domain';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { AiInvalidOutputError } from '../../lib/ai/index.js';
import type { AiEngine } from '../../lib/ai/index.js';
import type { ProcessedImage } from '../../lib/images/photo.js';
import type { DreamMePayments, DreamMePhotos, DreamMeWeights } from './dream-me.ports.js';
import { drawIllustration } from './dream-me.illustration.js';
import type { DreamMeRepository, DreamMeRow } from './dream-me.repository.js';
import { isUuid } from '../../lib/ids.js';

/** The upload purposes Dream Me owns: "delete all" removes every one of them. */
const DREAM_ME_PURPOSES = ['dream_me_photo', 'dream_me_image'] as const;

/** A weigh-in this long after onboarding means the keto switch (and its water drop) is behind. */
const KETO_ADAPTED_AFTER_DAYS = 7;

const LABELS: Readonly<Record<DreamMeImageKind, string>> = {
  illustration: DREAM_ME_ILLUSTRATION_LABEL,
  ai_edit: DREAM_ME_AI_EDIT_LABEL,
};

function toResult(row: DreamMeRow): DreamMeResult {
  const imageKind: DreamMeImageKind = row.imageKind === 'ai_edit' ? 'ai_edit' : 'illustration';
  return {
    id: row.id,
    timelineDays: DreamMeProjectionSchema.shape.timelineDays.parse(row.timelineDays),
    imageKind,
    photoUrl: row.photoId ? uploadUrl(row.photoId) : null,
    imageUrl: row.imageId ? uploadUrl(row.imageId) : null,
    label: LABELS[imageKind],
    // Stored by this module from the same schema; parsing keeps the wire honest if it ever drifts.
    projection: DreamMeProjectionSchema.parse(row.projection),
    provenance: {
      engine: row.engine === 'openai-compatible' ? 'openai-compatible' : 'builtin',
      model: row.model,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The edit instruction for an image model: the projection's numbers, and firm limits on
 * what may change, so the result is a gentle proportional edit of the same person.
 */
export function editPrompt(p: DreamMeProjection): string {
  const months = Math.round(p.timelineDays / 30.4);
  const change = Math.abs(p.changeKg);
  const keep =
    'Keep the same person: face identity, expression, skin tone, hair, pose, clothing, background and lighting stay as they are. Do not add text, logos or watermarks.';
  if (change < 0.5) {
    return `Return this photo with the person's body proportions unchanged; only tidy the image. ${keep}`;
  }
  const direction = p.changeKg < 0 ? 'lost' : 'gained';
  return [
    `Edit this photo to show how this person might look after having ${direction} about ${change.toFixed(1)} kg over ${months} months (from ${p.startWeightKg.toFixed(1)} kg to ${p.projectedWeightKg.toFixed(1)} kg, BMI ${p.bmiStart.toFixed(1)} to ${p.bmiAtDate.toFixed(1)}).`,
    'Change body proportions only, subtly and realistically, in proportion to that change; never exaggerate and never make the person look underweight.',
    keep,
  ].join(' ');
}

export function createDreamMeService(deps: {
  db: Db;
  repo: DreamMeRepository;
  engine: AiEngine;
  paidActions: DreamMePayments;
  uploads: DreamMePhotos;
  profile: ProfileReader;
  body: DreamMeWeights;
  now?: () => Date;
}) {
  const { db, repo, engine, uploads } = deps;
  const now = deps.now ?? (() => new Date());

  async function onboardingOf(userId: string): Promise<Profile> {
    const profile = await deps.profile.read(userId);
    if (!profile?.complete) {
      throw new ConflictError(
        'Please complete onboarding first: Dream Me projects from your plan.',
        ErrorCode.ONBOARDING_REQUIRED,
      );
    }
    return profile;
  }

  /** Projections for the given timelines from today's weight and the plan. */
  async function project(
    userId: string,
    onboarding: Profile,
    timelines: readonly DreamMeTimeline[],
  ): Promise<DreamMeProjection[]> {
    const { answers, plan } = onboarding;
    const today = now();
    const startDate = toIsoDate(today);
    const latest = (await deps.body.listWeights(userId, 1)).items[0];
    const onboardedOn = onboarding.completedAt.slice(0, 10);
    return projectDreamMe(
      {
        sex: answers.sex,
        age: ageFromBirthYear(answers.birthYear, today),
        heightCm: answers.heightCm,
        weightKg: latest?.weightKg ?? answers.currentWeightKg,
        startWeightSource: latest ? 'weight_log' : 'onboarding',
        activityLevel: answers.activityLevel,
        targetCalories: plan.targets.calories,
        netCarbsG: plan.targets.netCarbsG,
        goalWeightKg: answers.goalWeightKg,
        ketoAdapted:
          latest !== undefined && latest.date >= addDays(onboardedOn, KETO_ADAPTED_AFTER_DAYS),
        startDate,
        units: answers.units,
      },
      timelines,
    );
  }

  /** The image for a projection: an image model's edit when configured, else the warp. */
  async function makeImage(
    photo: ProcessedImage,
    projection: DreamMeProjection,
  ): Promise<{
    image: ProcessedImage;
    kind: DreamMeImageKind;
    engine: string;
    model: string | null;
  }> {
    if (engine.capabilities.imageEdit) {
      // PNG is what every image-edit endpoint accepts (some older ones take nothing else).
      const png = await sharpToPng(photo.data);
      const edited = await engine.editImage({
        image: png,
        mimeType: 'image/png',
        prompt: editPrompt(projection),
      });
      let image: ProcessedImage;
      try {
        image = await uploads.prepare(edited.image);
      } catch (error) {
        // The model sent something that is not a usable image: its failure, refunded as such.
        if (error instanceof AppError) throw new AiInvalidOutputError(1);
        throw error;
      }
      return { image, kind: 'ai_edit', engine: edited.engine, model: edited.model };
    }
    const scale = illustrationWidthScale(projection.startWeightKg, projection.projectedWeightKg);
    const image = await uploads.prepare(await drawIllustration(photo.data, scale));
    return { image, kind: 'illustration', engine: 'builtin', model: null };
  }

  return {
    async eligibility(userId: string): Promise<DreamMeEligibility> {
      const onboarding = await onboardingOf(userId);
      const units = onboarding.answers.units;
      if (!canUseBodyImageFeatures(onboarding.answers.safetyFlags)) {
        return { allowed: false, reason: DREAM_ME_UNAVAILABLE_REASON, units, previews: [] };
      }
      return {
        allowed: true,
        reason: null,
        units,
        previews: await project(userId, onboarding, DREAM_ME_TIMELINES),
      };
    },

    /**
     * Safety and the photo are checked before any coin moves; then the paid action charges,
     * makes the image and stores photo, image and result in one transaction. A retry with the
     * same key answers with the stored result and charges nothing.
     */
    async create(
      userId: string,
      idempotencyKey: string,
      timelineDays: DreamMeTimeline,
      bytes: Buffer,
    ): Promise<CreateDreamMeResponse> {
      const onboarding = await onboardingOf(userId);
      if (!canUseBodyImageFeatures(onboarding.answers.safetyFlags)) {
        throw new ForbiddenError(DREAM_ME_UNAVAILABLE_REASON);
      }
      const photo = await uploads.prepare(bytes);
      const run = await deps.paidActions.runPaidAction({
        userId,
        action: 'dream_me',
        idempotencyKey,
        work: async ({ replayed }) => {
          // A replay answers with the stored row; none (still being made elsewhere, or deleted)
          // is reported after the runner, since an error in here would refund the first charge.
          if (replayed) return (await repo.findByKey(userId, idempotencyKey)) ?? null;
          const [projection] = await project(userId, onboarding, [timelineDays]);
          if (!projection) throw new Error('projectDreamMe returned no projection');
          const made = await makeImage(photo, projection);
          return db.transaction(async (tx) => {
            const photoRow = await uploads.insert(tx, userId, 'dream_me_photo', photo);
            const imageRow = await uploads.insert(tx, userId, 'dream_me_image', made.image);
            return repo.insert(tx, {
              userId,
              photoId: photoRow.id,
              imageId: imageRow.id,
              timelineDays,
              startWeightKg: projection.startWeightKg,
              projectedWeightKg: projection.projectedWeightKg,
              projectedLowKg: projection.lowKg,
              projectedHighKg: projection.highKg,
              projection,
              imageKind: made.kind,
              engine: made.engine,
              model: made.model,
              idempotencyKey,
            });
          });
        },
      });
      if (!run.result) {
        throw new ConflictError(
          'This Dream Me request was already made: its result is still being made or has been deleted. Reload the page to see your results.',
        );
      }
      return {
        result: toResult(run.result),
        price: run.replayed ? 0 : run.price,
        balance: run.balance,
        replayed: run.replayed,
      };
    },

    async list(userId: string): Promise<DreamMeList> {
      return { items: (await repo.list(userId)).map(toResult) };
    },

    async get(userId: string, id: string): Promise<DreamMeResult> {
      const row = isUuid(id) ? await repo.findOwned(userId, id) : undefined;
      if (!row) throw new NotFoundError('Dream Me result not found.');
      return toResult(row);
    },

    /** The result with its photo and image. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw new NotFoundError('Dream Me result not found.');
      await db.transaction(async (tx) => {
        const row = await repo.deleteOwned(tx, userId, id);
        if (!row) throw new NotFoundError('Dream Me result not found.');
        if (row.photoId) await uploads.remove(tx, userId, row.photoId);
        if (row.imageId) await uploads.remove(tx, userId, row.imageId);
      });
    },

    /** Every Dream Me result, photo and image of the user (including any left without a row). */
    async removeAll(userId: string): Promise<{ deleted: number }> {
      const deleted = await db.transaction(async (tx) => {
        const results = await repo.deleteAll(tx, userId);
        await uploads.removeByPurpose(tx, userId, DREAM_ME_PURPOSES);
        return results;
      });
      return { deleted };
    },
  };
}

function sharpToPng(webp: Buffer): Promise<Buffer> {
  return sharp(webp).png().toBuffer();
}

export type DreamMeService = ReturnType<typeof createDreamMeService>;
