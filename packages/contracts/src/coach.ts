import { z } from 'zod';
import { AiProvenanceSchema } from './ai.js';
import { IanaTimeZoneSchema } from './fasting.js';

/**
 * FlowBrain coach (decision 016): conversations, messages, and the server-sent events a reply
 * streams as. Every number in an answer comes from the user's own data on the server.
 */
export const COACH_MESSAGE_MAX = 2000;
export const COACH_TITLE_MAX = 80;

/** What the builtin engine recognises; `unknown` is answered honestly with suggestions. */
export const CoachIntentSchema = z.enum([
  'carbs_left',
  'calories_left',
  'protein_left',
  'today_summary',
  'fasting_status',
  'weight_trend',
  'metashift_phase',
  'plan_today',
  'keto_flu',
  'electrolytes',
  'net_carbs_explained',
  'plateau',
  'fasting_safety',
  'alcohol',
  'eating_out',
  'greeting',
  'unknown',
]);
export type CoachIntent = z.infer<typeof CoachIntentSchema>;

/** Why the safety rules answered instead of the coach (checked before any engine runs). */
export const CoachSafetyFlagSchema = z.enum(['eating_disorder', 'pregnancy', 'type1_diabetes']);
export type CoachSafetyFlag = z.infer<typeof CoachSafetyFlagSchema>;

/** A reputable page an answer drew on (title and URL, shown as a footnote). */
export const CoachSourceSchema = z.object({ title: z.string(), url: z.string() });
export type CoachSource = z.infer<typeof CoachSourceSchema>;

export const CoachRoleSchema = z.enum(['user', 'assistant']);

export const CoachMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: CoachRoleSchema,
  content: z.string(),
  /** Assistant messages: the detected intent (builtin) or null. */
  intent: CoachIntentSchema.nullable(),
  sources: z.array(CoachSourceSchema),
  /** Set when the safety rules wrote this answer (it was not charged). */
  safety: CoachSafetyFlagSchema.nullable(),
  /** Which engine answered; null on the user's own messages. */
  provenance: AiProvenanceSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type CoachMessage = z.infer<typeof CoachMessageSchema>;

export const CoachConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CoachConversation = z.infer<typeof CoachConversationSchema>;

/** GET /api/v1/coach/conversations — newest activity first. */
export const CoachConversationListSchema = z.object({ items: z.array(CoachConversationSchema) });
export type CoachConversationList = z.infer<typeof CoachConversationListSchema>;

/** GET /api/v1/coach/conversations/:id — oldest message first. */
export const CoachConversationDetailSchema = CoachConversationSchema.extend({
  messages: z.array(CoachMessageSchema),
});
export type CoachConversationDetail = z.infer<typeof CoachConversationDetailSchema>;

export const CreateCoachConversationBodySchema = z.object({
  title: z.string().trim().min(1).max(COACH_TITLE_MAX).optional(),
});
export type CreateCoachConversationBody = z.infer<typeof CreateCoachConversationBodySchema>;

/** POST …/messages (paid: coach_message; Idempotency-Key header). Answered as SSE. */
export const SendCoachMessageBodySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Type a question.')
    .max(COACH_MESSAGE_MAX, `Keep it under ${COACH_MESSAGE_MAX} characters.`),
  /** The user's time zone: decides what "today" is for the diary and plan day. */
  tz: IanaTimeZoneSchema.default('UTC'),
});
export type SendCoachMessageBody = z.infer<typeof SendCoachMessageBodySchema>;

/** SSE `delta`: the next piece of the answer's text. */
export const CoachDeltaEventSchema = z.object({ text: z.string() });
export type CoachDeltaEvent = z.infer<typeof CoachDeltaEventSchema>;

/** SSE `done`: the stored answer (with provenance, sources, safety) and the stored question. */
export const CoachDoneEventSchema = z.object({
  message: CoachMessageSchema,
  userMessage: CoachMessageSchema,
  /** Coins taken for this answer (0 for safety answers and replays). */
  charged: z.number().int(),
  /** True when this is the stored reply to an earlier request with the same key. */
  replayed: z.boolean(),
});
export type CoachDoneEvent = z.infer<typeof CoachDoneEventSchema>;

/** SSE `error`: the answer failed after the stream started (the coins were refunded). */
export const CoachErrorEventSchema = z.object({ code: z.string(), message: z.string() });
export type CoachErrorEvent = z.infer<typeof CoachErrorEventSchema>;

export const COACH_SSE_EVENTS = ['delta', 'done', 'error'] as const;
export type CoachSseEventName = (typeof COACH_SSE_EVENTS)[number];

/** Questions the builtin coach answers well: offered as chips and on "I don't know". */
export const COACH_SUGGESTIONS = [
  'How many carbs do I have left today?',
  'How much protein do I still need today?',
  'How is my weight trending?',
  'What does my meal plan say for today?',
  'How do I get through keto flu?',
  'What are net carbs?',
] as const;

/** Shown above the chat and repeated in the system prompt's spirit: a coach is not a doctor. */
export const COACH_DISCLAIMER =
  'FlowBrain gives general information, not medical advice. Talk to your doctor or a registered dietitian before changing your diet, medication or fasting, especially if you are pregnant, have diabetes or another condition.';
