import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake server received, for assertions on what the engine sent. */
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body, or the raw text (multipart image edits). */
  body: unknown;
  raw: string;
};

export type FakeReply =
  | { kind: 'json'; status?: number; body: unknown }
  /** A chat completion whose message content is `content`. */
  | { kind: 'completion'; content: string }
  /** SSE chunks, one delta each, then [DONE]. */
  | { kind: 'stream'; deltas: string[] }
  /** Never answers (the engine's timeout must fire). */
  | { kind: 'hang' };

/**
 * A tiny server speaking the OpenAI API's /v1/chat/completions and /v1/images/edits,
 * answering from a queue of scripted replies. Tests start one each on a free port.
 */
export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // multipart or empty: keep the raw text
      }
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        raw,
      });
      const reply = queue.shift() ?? {
        kind: 'json',
        status: 500,
        body: { error: 'no reply queued' },
      };
      respond(res, reply);
    });
  });

  function respond(res: ServerResponse, reply: FakeReply) {
    switch (reply.kind) {
      case 'hang':
        hanging.add(res);
        return;
      case 'json':
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
        return;
      case 'completion':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1,
            model: 'fake',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
          }),
        );
        return;
      case 'stream':
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const delta of reply.deltas) {
          const chunk = {
            id: 'chatcmpl-test',
            object: 'chat.completion.chunk',
            created: 1,
            model: 'fake',
            choices: [{ index: 0, delta: { content: delta }, finish_reason: null }],
          };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        res.write('data: [DONE]\n\n');
        res.end();
        return;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...replies: FakeReply[]) {
      queue.push(...replies);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
