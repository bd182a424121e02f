import { createServer as createHttpServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './api-process.js';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** Every header by its lower-case name, as written (a repeated one: the last). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server that keeps what it receives, with a small HTTP inbox so that test files
 * running in other workers can read it.
 */
export async function startSmtpSink(): Promise<{
  smtpUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((a) => (a ? a.value.map((v) => (v.address ?? '').toLowerCase()) : []));
          const headers = Object.fromEntries(
            parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
          );
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', headers });
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((done) => smtp.listen(smtpPort, '127.0.0.1', done));

  const inbox: Server = createHttpServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  });
  const inboxPort = await freePort();
  await new Promise<void>((done) => inbox.listen(inboxPort, '127.0.0.1', done));

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    async stop() {
      await new Promise<void>((done) => smtp.close(() => done()));
      await new Promise<void>((done) => inbox.close(() => done()));
    },
  };
}
