/**
 * A raw message as a mail server received it, read as a mail app would: its headers (unfolded,
 * by lower-case name), its subject, and the text and HTML parts of a multipart/alternative
 * body, decoded from quoted-printable or base64 to UTF-8 with plain line ends.
 */
export function parseMail(raw: string): {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
} {
  const [head, body] = splitHead(raw);
  const headers = headerMap(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts = body.split(`--${boundary}`).map(splitHead);
  const part = (type: string) => {
    const found = parts.find(([h]) => headerMap(h).get('content-type')?.startsWith(type));
    if (!found) throw new Error(`no ${type} part`);
    const encoding = headerMap(found[0]).get('content-transfer-encoding')?.toLowerCase();
    const content = found[1].replace(/\r?\n$/, '');
    const decoded =
      encoding === 'base64'
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? quotedPrintable(content)
          : content;
    return decoded.replace(/\r\n/g, '\n');
  };
  return {
    headers,
    subject: headers.get('subject') ?? '',
    text: part('text/plain'),
    html: part('text/html'),
  };
}

function splitHead(chunk: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(chunk);
  if (!match) return [chunk, ''];
  return [chunk.slice(0, match.index), chunk.slice(match.index + match[0].length)];
}

function headerMap(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function quotedPrintable(content: string): string {
  const soft = content.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
