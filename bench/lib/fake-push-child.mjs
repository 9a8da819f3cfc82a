// The local Web Push service of the tests (apps/api/src/test/fake-push-service.ts: it checks
// each message's VAPID token and decrypts it as a browser would) in a process of its own, so
// its decryption work never shares the bench's event loop with the latency measurements.
// Started by bench/reminders.mjs with `node --import tsx` (it imports the TypeScript source).
//
// IPC: sends { type: 'ready', origin }; answers { id, cmd } with { id, result }:
//   devices { count, pool }   `count` devices sharing `pool` key pairs (round robin); answers
//                             { endpoints, keys: [{ p256dh, auth }] }, device i has keys[i % pool]
//   stats { tag }             what arrived for the occurrence `tag` (see tally below)
//   waitFor { tag, devices, timeoutMs }
//                             resolves once `devices` distinct devices got `tag` (or the time
//                             ran out), with the same answer as stats
import { startFakePushService } from '../../apps/api/src/test/fake-push-service.ts';

/** Per occurrence (the message's tag): per device path, the messages that reached it. */
const byTag = new Map();
let problems = 0;
const firstProblems = [];
const waiters = [];

function record(push) {
  if (push.problem !== null || push.message === null) {
    problems += 1;
    if (firstProblems.length < 5) firstProblems.push(`${push.path}: ${push.problem}`);
    return;
  }
  const { tag } = JSON.parse(push.message);
  let paths = byTag.get(tag);
  if (!paths) byTag.set(tag, (paths = { devices: new Map(), messages: 0, first: 0, last: 0 }));
  const at = Date.now();
  paths.messages += 1;
  paths.first ||= at;
  const seen = paths.devices.get(push.path);
  if (seen) {
    seen.n += 1;
    seen.topics.add(push.headers.topic);
    seen.tags.add(tag);
  } else {
    paths.devices.set(push.path, {
      n: 1,
      topics: new Set([push.headers.topic]),
      tags: new Set([tag]),
    });
    // The moment a device first had this occurrence: the figure the goal is about.
    paths.last = at;
  }
  for (const waiter of [...waiters]) waiter();
}

/**
 * What arrived for one occurrence: messages, distinct devices, devices that got it more than
 * once ("received twice": the extra messages) and, of those, the ones a phone would show twice
 * (a repeat that does not carry the same Topic and tag as the first, so it would neither
 * replace the message the push service holds nor the notification on screen).
 */
function tally(tag) {
  const entry = byTag.get(tag);
  if (!entry)
    return {
      messages: 0,
      devices: 0,
      receivedTwice: 0,
      shownTwice: 0,
      first: 0,
      last: 0,
      problems,
      firstProblems,
    };
  let receivedTwice = 0;
  let shownTwice = 0;
  for (const { n, topics, tags } of entry.devices.values()) {
    if (n > 1) receivedTwice += n - 1;
    if (n > 1 && (topics.size > 1 || tags.size > 1 || topics.has(undefined))) shownTwice += n - 1;
  }
  return {
    messages: entry.messages,
    devices: entry.devices.size,
    receivedTwice,
    shownTwice,
    first: entry.first,
    last: entry.last,
    problems,
    firstProblems,
  };
}

const fake = await startFakePushService({ keep: false, onPush: record });

const commands = {
  devices({ count, pool }) {
    const keys = Array.from({ length: pool }, () => fake.keys());
    const endpoints = [];
    for (let i = 0; i < count; i += 1) endpoints.push(fake.subscribe(keys[i % pool]).endpoint);
    return {
      endpoints,
      keys: keys.map((k) => ({
        p256dh: k.ecdh.getPublicKey().toString('base64url'),
        auth: k.auth.toString('base64url'),
      })),
    };
  },
  stats: ({ tag }) => tally(tag),
  waitFor({ tag, devices, timeoutMs }) {
    return new Promise((resolve) => {
      const check = () => {
        if ((byTag.get(tag)?.devices.size ?? 0) < devices) return;
        done();
      };
      const timer = setTimeout(() => done(), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        const i = waiters.indexOf(check);
        if (i >= 0) waiters.splice(i, 1);
        resolve(tally(tag));
      };
      waiters.push(check);
      check();
    });
  },
};

process.on('message', async (msg) => {
  if (!msg || typeof msg.id !== 'number') return;
  try {
    process.send({ id: msg.id, result: await commands[msg.cmd](msg) });
  } catch (error) {
    process.send({ id: msg.id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('SIGTERM', () => {
  void fake.close().finally(() => process.exit(0));
});
process.send({ type: 'ready', origin: fake.origin });
