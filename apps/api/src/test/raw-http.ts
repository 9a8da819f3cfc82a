import { request, type Agent } from 'node:http';

export type RawAnswer = { status: number; code: string | null; body: string };

/**
 * Sends one request with its target written on the wire exactly as given (`inject` and fetch
 * normalise a target first: dot segments, backslashes and `//` never reach the server). An
 * absolute-form target (`http://host/path`) is sent as such.
 */
export function rawRequest(
  port: number,
  agent: Agent,
  options: { method: string; target: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.target,
        headers: {
          ...options.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, code: errorCode(body), body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function errorCode(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string' ? parsed.error.code : null;
  } catch {
    return null;
  }
}
