// The chaos script's clients (bench/chaos.mjs): each pays debits and writes diary entries on
// whichever API process is up, retrying a debit with the same key after a connection error.
export const REQUEST_TIMEOUT_MS = 30_000;
/** Longer than any restart: a client keeps its key until some process answers. */
export const RETRY_FOR_MS = 180_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const today = new Date().toISOString().slice(0, 10);

/** A connection-level failure (reset, refused, closed mid-answer), not an HTTP answer. */
function isConnectionError(error) {
  return error?.name === 'TypeError' || error?.cause?.code !== undefined;
}

export function newStats() {
  return {
    debitsAcked: 0,
    debitsReplayed: 0,
    debitsUnacked: 0,
    mealsAcked: 0,
    mealsUnacked: 0,
    connectionErrors: 0,
    unexpectedConnectionErrors: [],
    badAnswers: [],
  };
}

/**
 * One client: alternates a debit and a diary write, each on the next process that is up.
 * A debit that meets a connection error is retried with the same key until it is answered
 * (RETRY_FOR_MS), so it is charged once whichever process finally answers.
 */
export async function runClient(user, processes, stats, foodId, running) {
  let turn = user.index;
  let seq = 0;
  const pick = async () => {
    for (;;) {
      for (let i = 0; i < processes.length; i += 1) {
        const p = processes[turn++ % processes.length];
        if (p.up) return p;
      }
      await sleep(20); // all down: wait like a balancer with no healthy backend
    }
  };
  const send = async (pathName, body) => {
    const p = await pick();
    const generation = p.generation;
    try {
      const res = await fetch(`${p.origin}${pathName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      return { status: res.status, text };
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      stats.connectionErrors += 1;
      // Allowed only when this process was killed (or was going down) under the request.
      if (p.generation === generation && p.up) {
        stats.unexpectedConnectionErrors.push(`${p.label}: ${error.cause?.code ?? error.message}`);
      }
      return { status: 0 };
    }
  };
  while (running.value) {
    seq += 1;
    if (seq % 2 === 1) {
      const key = `chaos-${user.index}-${seq}`;
      user.sentKeys.add(`action:${key}`);
      let answer = { status: 0 };
      const deadline = Date.now() + RETRY_FOR_MS;
      while (answer.status === 0 && Date.now() < deadline) {
        answer = await send('/api/v1/wallet/debits', { action: 'food_scan', idempotencyKey: key });
      }
      if (answer.status === 201 || answer.status === 200) {
        stats.debitsAcked += 1;
        if (answer.status === 200) stats.debitsReplayed += 1;
        user.ackedKeys.add(`action:${key}`);
      } else if (answer.status === 0) stats.debitsUnacked += 1;
      else stats.badAnswers.push(`debit ${answer.status} ${answer.text?.slice(0, 200)}`);
    } else {
      // No idempotency key for diary writes: a write whose answer was lost may or may not exist.
      const answer = await send('/api/v1/meals', {
        method: 'food',
        date: today,
        mealType: 'snack',
        items: [{ foodId, quantity: 50, unit: 'g' }],
      });
      if (answer.status === 201) {
        stats.mealsAcked += 1;
        user.mealsAcked += 1;
      } else if (answer.status === 0) {
        stats.mealsUnacked += 1;
        user.mealsUnacked += 1;
      } else stats.badAnswers.push(`meal ${answer.status} ${answer.text?.slice(0, 200)}`);
    }
  }
}

export async function findFood(origin, cookie) {
  const res = await fetch(`${origin}/api/v1/foods/search?q=egg`, { headers: { cookie } });
  const food = (await res.json()).items?.[0];
  if (!food) throw new Error('no "egg" in the food database');
  return food.id;
}
