import { ErrorCode } from '@ketoflow/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import {
  AiInvalidOutputError,
  AiNotSupportedError,
  AiTimeoutError,
  AiUnavailableError,
} from './errors.js';
import { createBuiltinEngine, createOpenAiCompatibleEngine, type AiEngine } from './index.js';

const API_KEY = 'sk-test-SECRET-0123456789abcdef';

const RecipeDraftSchema = z.object({
  title: z.string(),
  ingredients: z.array(z.object({ name: z.string(), grams: z.number() })),
});

let server: FakeOpenAi;
let engine: AiEngine;

beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  engine = createOpenAiCompatibleEngine({
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    model: 'test-model',
    visionModel: 'test-vision',
    imageModel: 'test-image',
    timeoutMs: 2000,
  });
});

type ChatBody = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema: { name: string; schema: unknown } };
};

/** Collects the whole stream, or the error it ended with. */
async function drain(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of stream) out.push(delta);
  return out;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

function expectNoKey(error: unknown) {
  const err = error as Error & { details?: unknown };
  expect(err.message).not.toContain(API_KEY);
  expect(JSON.stringify({ ...err, message: err.message, stack: err.stack })).not.toContain(API_KEY);
  expect(String(err.stack)).not.toContain(API_KEY);
}

describe('openai-compatible engine: structured answers', () => {
  it('sends the prompt, the schema and the key, and returns zod-validated data with provenance', async () => {
    const draft = { title: 'Avocado eggs', ingredients: [{ name: 'egg', grams: 100 }] };
    server.reply({ kind: 'completion', content: JSON.stringify(draft) });
    const result = await engine.structured(
      RecipeDraftSchema,
      [
        { role: 'system', content: 'You are a keto chef. Net carbs left today: 12.5 g.' },
        { role: 'user', content: 'A breakfast with eggs and avocado' },
      ],
      { schemaName: 'recipe_draft' },
    );
    expect(result).toEqual({ engine: 'openai-compatible', model: 'test-model', data: draft });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request?.body as ChatBody;
    expect(body.model).toBe('test-model');
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are a keto chef. Net carbs left today: 12.5 g.' },
      { role: 'user', content: 'A breakfast with eggs and avocado' },
    ]);
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema.name).toBe('recipe_draft');
    expect(body.response_format?.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['title', 'ingredients'],
    });
  });

  it('accepts JSON wrapped in a ```json fence (some local models add one)', async () => {
    server.reply({ kind: 'completion', content: '```json\n{"title":"x","ingredients":[]}\n```' });
    const result = await engine.structured(RecipeDraftSchema, [{ role: 'user', content: 'x' }]);
    expect(result.data).toEqual({ title: 'x', ingredients: [] });
  });

  it('retries once on invalid output, telling the model what was wrong', async () => {
    server.reply(
      { kind: 'completion', content: 'Sure! Here is a recipe: eggs.' },
      { kind: 'completion', content: '{"title":"Eggs","ingredients":[]}' },
    );
    const result = await engine.structured(RecipeDraftSchema, [{ role: 'user', content: 'eggs' }]);
    expect(result.data.title).toBe('Eggs');
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]?.body as ChatBody;
    expect(retry.messages[0]).toEqual({ role: 'user', content: 'eggs' });
    expect(retry.messages[1]).toEqual({
      role: 'assistant',
      content: 'Sure! Here is a recipe: eggs.',
    });
    expect(String(retry.messages[2]?.content)).toContain('did not match the required JSON schema');
  });

  it('fails with AI_INVALID_OUTPUT after the one retry (not valid JSON)', async () => {
    server.reply(
      { kind: 'completion', content: 'not json' },
      { kind: 'completion', content: 'still not json' },
    );
    const error = await failure(
      engine.structured(RecipeDraftSchema, [{ role: 'user', content: 'x' }]),
    );
    expect(error).toBeInstanceOf(AiInvalidOutputError);
    expect((error as AiInvalidOutputError).code).toBe(ErrorCode.AI_INVALID_OUTPUT);
    expect(server.requests).toHaveLength(2);
  });

  it('fails with AI_INVALID_OUTPUT when valid JSON has the wrong shape twice', async () => {
    server.reply(
      { kind: 'completion', content: '{"title":5}' },
      { kind: 'completion', content: '{"name":"Eggs"}' },
    );
    const error = await failure(
      engine.structured(RecipeDraftSchema, [{ role: 'user', content: 'x' }]),
    );
    expect(error).toBeInstanceOf(AiInvalidOutputError);
    expect(server.requests).toHaveLength(2);
  });

  it('sends images to the vision model', async () => {
    server.reply({ kind: 'completion', content: '{"title":"Plate","ingredients":[]}' });
    const result = await engine.structured(
      RecipeDraftSchema,
      [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is on this plate?' },
            { type: 'image', url: 'data:image/jpeg;base64,AAAA' },
          ],
        },
      ],
      { vision: true },
    );
    expect(result.model).toBe('test-vision');
    const body = server.requests[0]?.body as ChatBody;
    expect(body.model).toBe('test-vision');
    expect(body.messages[0]?.content).toEqual([
      { type: 'text', text: 'What is on this plate?' },
      { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
    ]);
  });

  it('says vision is not supported when no vision model is configured', async () => {
    const textOnly = createOpenAiCompatibleEngine({
      baseUrl: server.baseUrl,
      apiKey: API_KEY,
      model: 'test-model',
      timeoutMs: 2000,
    });
    expect(textOnly.capabilities).toEqual({
      chat: true,
      structured: true,
      vision: false,
      imageEdit: false,
    });
    const error = await failure(
      textOnly.structured(RecipeDraftSchema, [{ role: 'user', content: 'x' }], { vision: true }),
    );
    expect(error).toBeInstanceOf(AiNotSupportedError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('openai-compatible engine: streaming chat', () => {
  it('yields the text deltas in order and sends stream: true with the messages', async () => {
    server.reply({ kind: 'stream', deltas: ['You have ', '12.5 g', ' of net carbs left.'] });
    const deltas = await drain(
      engine.chatStream([
        { role: 'system', content: 'Context: net carbs left today 12.5 g' },
        { role: 'user', content: 'How many carbs do I have left today?' },
      ]),
    );
    expect(deltas).toEqual(['You have ', '12.5 g', ' of net carbs left.']);
    const body = server.requests[0]?.body as ChatBody;
    expect(body.stream).toBe(true);
    expect(body.model).toBe('test-model');
    expect(body.messages[1]).toEqual({
      role: 'user',
      content: 'How many carbs do I have left today?',
    });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('turns a server that never answers into AI_TIMEOUT', async () => {
    const quick = createOpenAiCompatibleEngine({
      baseUrl: server.baseUrl,
      apiKey: API_KEY,
      model: 'test-model',
      timeoutMs: 300,
    });
    server.reply({ kind: 'hang' }, { kind: 'hang' });
    const streamError = await failure(drain(quick.chatStream([{ role: 'user', content: 'hi' }])));
    expect(streamError).toBeInstanceOf(AiTimeoutError);
    expect((streamError as AiTimeoutError).code).toBe(ErrorCode.AI_TIMEOUT);
    const structuredError = await failure(
      quick.structured(RecipeDraftSchema, [{ role: 'user', content: 'hi' }]),
    );
    expect(structuredError).toBeInstanceOf(AiTimeoutError);
  });
});

describe('openai-compatible engine: secrets', () => {
  it('never puts the key in an error, even when the server echoes it', async () => {
    const echo = {
      error: {
        message: `Incorrect API key provided: ${API_KEY}`,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      },
    };
    server.reply(
      { kind: 'json', status: 401, body: echo },
      { kind: 'json', status: 401, body: echo },
    );
    const structuredError = await failure(
      engine.structured(RecipeDraftSchema, [{ role: 'user', content: 'x' }]),
    );
    expect(structuredError).toBeInstanceOf(AiUnavailableError);
    expect((structuredError as AiUnavailableError).details).toEqual({ upstreamStatus: 401 });
    expectNoKey(structuredError);
    const streamError = await failure(drain(engine.chatStream([{ role: 'user', content: 'x' }])));
    expect(streamError).toBeInstanceOf(AiUnavailableError);
    expectNoKey(streamError);
  });

  it('describes itself without the base URL or the key', () => {
    const info = engine.info();
    expect(info).toEqual({
      engine: 'openai-compatible',
      model: 'test-model',
      visionModel: 'test-vision',
      imageModel: 'test-image',
      capabilities: { chat: true, structured: true, vision: true, imageEdit: true },
    });
    expect(JSON.stringify(info)).not.toContain(API_KEY);
    expect(JSON.stringify(info)).not.toContain('127.0.0.1');
  });
});

describe('openai-compatible engine: image edits', () => {
  it('posts the photo and prompt to /images/edits and returns the image bytes', async () => {
    const png = Buffer.from('fake-png-bytes');
    server.reply({
      kind: 'json',
      body: { created: 1, data: [{ b64_json: png.toString('base64') }] },
    });
    const result = await engine.editImage({
      image: Buffer.from('input-photo'),
      mimeType: 'image/png',
      prompt: 'Illustrate a projected weight of 74 kg',
    });
    expect(result.image.equals(png)).toBe(true);
    expect(result).toMatchObject({ engine: 'openai-compatible', model: 'test-image' });
    const request = server.requests[0];
    expect(request?.path).toBe('/v1/images/edits');
    expect(request?.headers['content-type']).toContain('multipart/form-data');
    expect(request?.raw).toContain('test-image');
    expect(request?.raw).toContain('Illustrate a projected weight of 74 kg');
    expect(request?.raw).toContain('input-photo');
  });
});

describe('builtin engine', () => {
  it('is honest: no chat, no structured answers, no vision, no image edits', async () => {
    const builtin = createBuiltinEngine();
    expect(builtin.info()).toEqual({
      engine: 'builtin',
      model: 'builtin',
      visionModel: null,
      imageModel: null,
      capabilities: { chat: false, structured: false, vision: false, imageEdit: false },
    });
    const structured = await failure(builtin.structured(RecipeDraftSchema, []));
    expect(structured).toBeInstanceOf(AiNotSupportedError);
    expect((structured as AiNotSupportedError).code).toBe(ErrorCode.AI_NOT_SUPPORTED);
    expect(await failure(drain(builtin.chatStream([])))).toBeInstanceOf(AiNotSupportedError);
    expect(
      await failure(
        builtin.editImage({ image: Buffer.alloc(1), mimeType: 'image/png', prompt: 'x' }),
      ),
    ).toBeInstanceOf(AiNotSupportedError);
  });
});
