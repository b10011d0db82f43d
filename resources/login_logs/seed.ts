import type { Db } from '../../server/db/client';
import { loginLogs } from '../../server/db/schema';
import { addDays, instantOfDay, toServerDate, wallClockIn } from '../../src/lib/dates';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A demo account the log names, and the time zone of the district it works in. */
interface Person {
  id: number;
  email: string;
  zone: string;
}

/** Where and with what a person signs in: documentation addresses (RFC 5737, RFC 3849), browsers of today. */
interface Device {
  ip: string;
  agent: string;
}

const AGENTS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  script: 'python-requests/2.32.3',
};

/** The day `days` before today on a zone's clock, YYYY-MM-DD. */
const dayBefore = (days: number, zone: string) => addDays(toServerDate(wallClockIn(new Date(), zone)), -days);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
/** A number as the minutes of a time, MM. */
const minute = (n: number) => String(n % 60).padStart(2, '0');

/**
 * Two weeks of the demo staff's sign-ins (issue 17 "so the screen is not empty"), at their
 * district's office hours: each on their own computers and phones, some typos followed by a
 * success, and a night-time burst of guesses on one account from a script. Every row is of a
 * day before today, so none counts towards the login limits (a quarter of an hour), and under a
 * month old, so the prune job keeps the refused ones.
 */
export async function seedLoginLogs(
  tx: Tx,
  people: { admin: Person; manager: Person; office: Person; officeAurora: Person; residents: Person[] },
): Promise<void> {
  const { admin, manager, office, officeAurora, residents } = people;
  const device = {
    adminDesk: { ip: '203.0.113.24', agent: AGENTS.chromeWindows },
    adminPhone: { ip: '198.51.100.73', agent: AGENTS.safariIphone },
    managerDesk: { ip: '203.0.113.24', agent: AGENTS.firefoxWindows },
    officeDesk: { ip: '203.0.113.31', agent: AGENTS.edgeWindows },
    auroraDesk: { ip: '198.51.100.140', agent: AGENTS.safariMac },
    auroraPhone: { ip: '198.51.100.141', agent: AGENTS.chromeAndroid },
    residentPhone: { ip: '2001:db8:85a3::8a2e:370:7334', agent: AGENTS.chromeAndroid },
    residentMac: { ip: '192.0.2.18', agent: AGENTS.safariMac },
    guesser: { ip: '192.0.2.201', agent: AGENTS.script },
  } satisfies Record<string, Device>;
  const rows: (typeof loginLogs.$inferInsert)[] = [];
  /** An attempt `days` before today at `time` (HH:MM) on the person's clock. */
  const attempt = (who: Person, on: Device, days: number, time: string, success = true) =>
    rows.push({
      userId: who.id,
      email: who.email,
      success,
      ip: on.ip,
      userAgent: on.agent,
      // Some seconds past the minute, as a person's clicks fall.
      createdAt: new Date(instantOfDay(dayBefore(days, who.zone), time, who.zone).getTime() + ((rows.length * 23) % 60) * 1000),
    });

  for (let days = 13; days >= 1; days--) {
    // At the weekend the staff stay away, and the admin looks in from the phone in the evening.
    if (isWeekend(dayBefore(days, admin.zone))) {
      attempt(admin, device.adminPhone, days, `19:${minute(days * 7)}`);
      continue;
    }
    attempt(admin, days % 4 === 0 ? device.adminPhone : device.adminDesk, days, `08:${minute(10 + days * 3)}`);
    attempt(manager, device.managerDesk, days, `08:${minute(20 + days)}`);
    if (days % 2 === 1) attempt(office, device.officeDesk, days, `07:${minute(days * 5)}`);
    if (days % 3 === 0 && !isWeekend(dayBefore(days, officeAurora.zone))) {
      attempt(officeAurora, days % 2 ? device.auroraPhone : device.auroraDesk, days, `09:${minute(12 + days)}`);
    }
  }
  // Typos, then the right password a moment later.
  attempt(office, device.officeDesk, 5, '14:02', false);
  attempt(office, device.officeDesk, 5, '14:03');
  attempt(admin, device.adminPhone, 3, '12:30', false);
  attempt(admin, device.adminPhone, 3, '12:31', false);
  attempt(admin, device.adminPhone, 3, '12:32');
  attempt(officeAurora, device.auroraDesk, 2, '10:15', false);
  attempt(officeAurora, device.auroraDesk, 2, '10:16');
  // Someone guessing the manager's password from a script in the night, refused each time.
  for (let i = 0; i < 4; i++) attempt(manager, device.guesser, 6, `03:1${i + 2}`, false);
  // Residents who tried the console (one per district), the first twice with the wrong password.
  for (const [i, resident] of residents.entries()) {
    attempt(resident, i % 2 ? device.residentMac : device.residentPhone, 4 + i, '18:40', false);
    if (i === 0) attempt(resident, device.residentPhone, 4, '18:41', false);
  }
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  // In time order: an id then says which attempt came first, as it does for the ones the login route writes.
  await tx.insert(loginLogs).values(rows);
}
