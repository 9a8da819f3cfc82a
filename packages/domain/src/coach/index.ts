/**
 * FlowBrain, the coach (decision 016): the safety screen that runs before any engine, and the
 * builtin engine's intent detection, knowledge-base retrieval and answer composition — pure
 * functions. Every number in an answer comes from the CoachContext
 * the server builds from the user's own data; the knowledge base supplies the sourced general
 * guidance. Nothing here invents a figure: a missing number is said to be missing.
 */
export * from './safety.js';
export type { CoachContext } from './context.js';
export { detectCoachIntent, normalizeCoachText, type DetectedIntent } from './intent.js';
export { coachTokens, retrieveCoachKnowledge, type CoachKnowledgeEntry } from './knowledge.js';
export { carbsLeftSentence } from './sentences.js';
export { composeCoachAnswer, type CoachAnswer } from './answer.js';
export { buildCoachSystemPrompt, coachContextLines } from './prompt.js';
export { chunkCoachAnswer, coachConversationTitle } from './conversation.js';
export { weeklyTip, type CoachTip } from './weekly-tip.js';
