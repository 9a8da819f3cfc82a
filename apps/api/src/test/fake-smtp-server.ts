import { SMTPServer } from 'smtp-server';

/**
 * A local mail server for tests: it accepts messages (kept in `received`) or, while `failing`
 * is set, refuses them with a 451 as a real server under trouble would.
 */
export async function startFakeSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.failing) {
        const error = Object.assign(new Error('Mailbox service unavailable, try later'), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to `to`, as readable text (quoted-printable decoded). */
    textTo(to: string): string | undefined {
      const raw = received.findLast((m) => m.to.includes(to))?.raw;
      return raw
        ?.replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    },
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
