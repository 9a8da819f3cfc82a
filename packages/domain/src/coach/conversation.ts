/** How a conversation is shown: its title, and a finished answer in pieces for the stream. */

/** Pieces of a finished answer, a few words each, for the builtin engine's stream. */
export function chunkCoachAnswer(text: string, wordsPerChunk = 3): string[] {
  const words = text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/** A conversation title from its first question. */
export function coachConversationTitle(firstMessage: string, max = 60): string {
  const flat = firstMessage.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
