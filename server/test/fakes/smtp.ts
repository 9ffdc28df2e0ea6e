import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (the `smtp-server` package) for the notification tests: it asks for
 * the account and password, keeps each mail it receives parsed (`mailparser`: headers, text,
 * attachments), and can be stopped — connections then refused, as a mail server that is down — and
 * started again on the same port.
 */
export interface SmtpCatcher {
  host: string;
  port: number;
  account: string;
  password: string;
  /** Every mail received, in order, with the envelope's recipients. */
  mails: ReceivedMail[];
  /** Resolves once `count` mails in all have arrived. */
  waitForMails(count: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export async function startSmtpCatcher(options: { account?: string; password?: string } = {}): Promise<SmtpCatcher> {
  const account = options.account ?? 'notify@peilian.test';
  const password = options.password ?? 'smtp-secret';
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const arrived = () => {
    for (const waiter of [...waiters]) {
      if (mails.length < waiter.count) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(mails.slice(0, waiter.count));
    }
  };

  const makeServer = () =>
    new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === account && auth.password === password) callback(null, { user: account });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((to) => to.address) }));
            callback();
            arrived();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });

  let server = makeServer();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject);
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();

  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    account,
    password,
    mails,
    waitForMails: (count) => (mails.length >= count ? Promise.resolve(mails.slice(0, count)) : new Promise((resolve) => waiters.push({ count, resolve }))),
    stop: close,
    start: async () => {
      server = makeServer();
      await listen();
    },
    close,
  };
}
