/** One server-sent event: its name (`message` when the server gave none) and its data text. */
export type SseMessage = { event: string; data: string };

/**
 * Splits what has arrived so far into complete events and the unfinished rest (events end
 * with a blank line; a chunk may stop anywhere, even inside a line). Comment lines (": ping")
 * and ids are ignored; multi-line data is joined with newlines as the event-stream format defines.
 */
export function parseSseBuffer(buffer: string): { events: SseMessage[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
