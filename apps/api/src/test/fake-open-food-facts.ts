import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for world.openfoodfacts.org for the barcode tests: nothing in the tests reaches
 * the internet (the harness points Open Food Facts at a closed loopback port otherwise).
 */

/** A valid GTIN from its first digits: appends the GS1 check digit. */
export function gtin(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

// A random start per test file: on PostgreSQL the barcode cache outlives a test run.
let nextCode = 400_000_000_000 + Math.floor(Math.random() * 90_000_000_000);
/** A fresh EAN-13 per call. */
export const freshCode = () => gtin(String((nextCode += 1 + Math.floor(Math.random() * 1000))));

export type FakeProduct = { status: number; body?: unknown; delayMs?: number };

/**
 * A stand-in for world.openfoodfacts.org (an external service; our own modules are real).
 * Answers what `products` says for a code and records every request.
 */
export class FakeOpenFoodFacts {
  server: Server;
  products = new Map<string, FakeProduct>();
  requests: IncomingMessage[] = [];
  private delayed = new Set<NodeJS.Timeout>();
  constructor() {
    this.server = createServer((req, res) => {
      this.requests.push(req);
      const code = /\/api\/v2\/product\/(\d+)\.json/.exec(req.url ?? '')?.[1] ?? '';
      const product = this.products.get(code) ?? {
        status: 404,
        body: { status: 0, status_verbose: 'product not found', code },
      };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(product.status, { 'content-type': 'application/json' });
        res.end(typeof product.body === 'string' ? product.body : JSON.stringify(product.body));
      };
      if (!product.delayMs) {
        send();
        return;
      }
      const timer = setTimeout(() => {
        this.delayed.delete(timer);
        send();
      }, product.delayMs);
      this.delayed.add(timer);
    });
  }
  /** Listens on loopback (on `port`, or any free one) and returns the base URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  hits(code: string): number {
    return this.requests.filter((r) => r.url?.includes(`/product/${code}.json`)).length;
  }
  async stop(): Promise<void> {
    for (const timer of this.delayed) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function offProduct(code: string, product: Record<string, unknown>): FakeProduct {
  return { status: 200, body: { code, status: 1, status_verbose: 'product found', product } };
}
