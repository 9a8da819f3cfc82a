import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inZone, loadScreenRenderer, withScreenMarkup } from './screen-render.js';

describe('drawing a signed-in screen on the server', () => {
  it('reads dates in the person’s time zone while it draws, and in the server’s after', () => {
    const before = process.env.TZ;
    const instant = Date.UTC(2026, 10, 28, 23, 30);
    const hour = inZone('Asia/Tokyo', () => new Date(instant).getHours());
    const zone = inZone('America/New_York', () => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(hour).toBe(8);
    expect(zone).toBe('America/New_York');
    expect(process.env.TZ).toBe(before);
  });

  it('puts the zone back when drawing fails', () => {
    const before = process.env.TZ;
    expect(() =>
      inZone('Asia/Tokyo', () => {
        throw new Error('broken screen');
      }),
    ).toThrow('broken screen');
    expect(process.env.TZ).toBe(before);
  });

  it('puts the markup into the shell’s empty root, marked as the server’s, painted whole', () => {
    const shell =
      '<head></head><body><div id="root"></div><script type="module" src="/a.js"></script></body>';
    expect(withScreenMarkup(shell, '<main>$& $1</main>')).toBe(
      '<head><link rel="expect" href="#root" blocking="render"></head>' +
        '<body><div id="root" data-drawn="server"><main>$& $1</main></div>' +
        '<script type="module" src="/a.js"></script></body>',
    );
  });

  it('draws nothing when the web build has no screen renderer', () => {
    expect(loadScreenRenderer(mkdtempSync(path.join(tmpdir(), 'no-render-')))).toBeNull();
  });
});
