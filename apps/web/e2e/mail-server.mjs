// A local mail server for the journeys and the screenshots: it accepts every message (no
// authentication, no TLS) and hands each one over as it came, with its recipients.
import { SMTPServer } from 'smtp-server';

/** A message's raw text made readable: quoted-printable soft breaks joined, escapes decoded. */
export function readableMail(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Listens on 127.0.0.1:`port` (0: any free port); resolves with the port and a close function. */
export async function startMailServer(port, onMessage) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        onMessage({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
