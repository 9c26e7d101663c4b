import { OperatorPasswordSchema, OperatorRoleSchema, OperatorUsernameSchema } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret } from '../../lib/password.ts';
import { audit } from './audit.ts';
import { operators } from './schema.ts';

/** Creates an operator account (the CLI's work); refuses a taken username. Audited as a command-line action. */
export async function createOperator(db: Db, input: { username: string; password: string; role: string }) {
  const username = OperatorUsernameSchema.safeParse(input.username);
  if (!username.success) throw new AppError('operator.username_rule');
  const password = OperatorPasswordSchema.safeParse(input.password);
  if (!password.success) throw new AppError('operator.password_rule');
  const role = OperatorRoleSchema.safeParse(input.role);
  if (!role.success) throw new AppError('operator.role_rule');
  const passwordHash = await hashSecret(password.data);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ username: username.data, passwordHash, role: role.data })
        .returning({ id: operators.id, username: operators.username, role: operators.role });
      await audit(tx, {
        operatorId: null,
        action: 'operator.create',
        target: `operator:${row!.id}`,
        detail: { username: row!.username, role: row!.role },
      });
      return { operatorId: row!.id, username: row!.username, role: row!.role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('operator.username_taken', 409);
    throw error;
  }
}
