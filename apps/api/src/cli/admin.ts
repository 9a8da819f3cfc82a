/**
 * `npm run admin -- grant <email>` / `revoke <email>` / `list`
 *
 * Who may use the admin area, in the database the server uses (DATABASE_URL, else the embedded
 * database in DATA_DIR; stop the server first then: only one process can open it). Only an
 * account whose owner confirmed the address can be made an admin, and an admin still needs
 * two-factor sign-in before any admin page answers. ADMIN_EMAILS does the same for its
 * addresses at every start and when their owners open the admin area.
 */
import { loadConfig } from '../config.js';
import { configuredDatabase, openDatabase } from '../db/client.js';
import { tightenPrivateTree, usePrivateUmask } from '../lib/private-files.js';
import { createAdminRolesFor } from '../modules/admin/index.js';
import { createUserRoles } from '../modules/auth/index.js';

const USAGE = `usage: npm run admin -- grant <email> | revoke <email> | list
  grant <email>   make the account with this e-mail address an admin (once it is confirmed)
  revoke <email>  make it an ordinary user again
  list            the admins`;

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<number> {
  const [command, email, ...rest] = process.argv.slice(2);
  const needsEmail = command === 'grant' || command === 'revoke';
  if (!command || (needsEmail && !email) || (!needsEmail && command !== 'list') || rest.length) {
    console.error(USAGE);
    return 2;
  }
  // The embedded database and a generated auth secret in DATA_DIR are the owner's only.
  usePrivateUmask();
  const config = loadConfig();
  tightenPrivateTree(config.dataDir);
  const database = await openDatabase(configuredDatabase(config));
  try {
    await database.migrate();
    const service = createAdminRolesFor(createUserRoles(database.db), config.adminEmails);
    await service.applyAdminEmails();
    if (command === 'list') {
      const admins = await service.list();
      if (admins.length === 0) print('No admins yet: npm run admin -- grant <email>');
      for (const admin of admins)
        print(`${admin.email}  (account since ${admin.createdAt.toISOString().slice(0, 10)})`);
      return 0;
    }
    const changed =
      command === 'grant' ? await service.grant(email ?? '') : await service.revoke(email ?? '');
    if (!changed) {
      console.error(`No account has the e-mail address ${email}. It must sign up first.`);
      return 1;
    }
    if (changed === 'unconfirmed') {
      console.error(
        `${email} has not confirmed its e-mail address, so it cannot be an admin yet: whoever ` +
          'signed up with it may not own the mailbox. Put the address in ADMIN_EMAILS (the admin ' +
          'area then asks its owner to confirm it and sends the link), or send a confirmation ' +
          "from an admin's Users page; then run grant again.",
      );
      return 1;
    }
    print(
      command === 'grant'
        ? `${changed.email} is an admin. The admin area asks for two-factor sign-in before it answers.`
        : `${changed.email} is no longer an admin.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
