import { parseArgs } from 'node:util';

/**
 * Arguments of `npm run operator:create -- --username u --password p --role finance|admin`;
 * a missing one falls back to OPERATOR_USERNAME / OPERATOR_PASSWORD / OPERATOR_ROLE (config),
 * so CI can keep the password out of the command line.
 */
export function operatorCreateArgs(
  argv: string[],
  defaults: { username: string | undefined; password: string | undefined; role: string | undefined },
): { username: string; password: string; role: string } | { error: string } {
  let values: { username?: string | undefined; password?: string | undefined; role?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const username = values.username ?? defaults.username;
  const password = values.password ?? defaults.password;
  const role = values.role ?? defaults.role;
  if (!username || !password || !role) {
    return { error: 'usage: npm run operator:create -- --username <name> --password <password> --role finance|admin' };
  }
  return { username, password, role };
}
