import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdministrator, firstAdminProblems, type FirstAdmin } from '../db/firstAdmin';

/**
 * `npm run admin:create -- --email … --first-name … --district … --city … --country IT`: creates an
 * administrator (every permission) and its district, on the configured database (DATABASE_URL or
 * DATA_DIR), migrating it first. The password is never an argument (other users of the machine
 * see arguments): it is asked for without echo, read from standard input, or taken from
 * ADMIN_PASSWORD.
 */
const USAGE =
  'usage: npm run admin:create -- --email <e-mail> --first-name <name> [--last-name <name>] --district <district> --city <city> --country <IT|BR|PT|US|GB|IE|CH>';

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const tty = process.stdin.isTTY === true;
  let muted = false;
  // On a terminal the prompt shows and what is typed does not.
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output: tty ? output : undefined, terminal: tty });
  const question = (prompt: string) =>
    new Promise<string>((resolve) => {
      if (tty) process.stdout.write(prompt);
      muted = true;
      rl.once('line', (line) => {
        muted = false;
        if (tty) process.stdout.write('\n');
        resolve(line);
      });
    });
  try {
    const password = await question('Password: ');
    if (tty && (await question('Repeat it: ')) !== password) throw new Error('The two passwords differ.');
    return password;
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string', default: '' },
      district: { type: 'string' },
      city: { type: 'string' },
      country: { type: 'string' },
    },
  });
  const admin: FirstAdmin = {
    email: values.email ?? '',
    password: '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    district: values.district ?? '',
    city: values.city ?? '',
    country: values.country ?? '',
  };
  // Everything but the password is checked before asking for it.
  const early = firstAdminProblems({ ...admin, password: 'placeholder-Kx7!q2' });
  if (early.length) throw new Error(`${early.map((p) => `  - ${p}`).join('\n')}\n${USAGE}`);
  admin.password = await askPassword();
  const config = readConfig();
  const database = await openDatabase({ ...config, log: console });
  try {
    await database.migrate();
    const id = await createAdministrator(database.db, admin);
    console.log(`Administrator ${admin.email} created (user ${id}), in the new district "${admin.district}".`);
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
