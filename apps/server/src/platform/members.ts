import { account, balanceOf } from '../ledger/index.ts';
import { recipientOf, startMessages } from '../modules/messages/index.ts';
import { startCommon } from '../modules/common/index.ts';
import { startOperator } from '../modules/operator/index.ts';
import { startSecurity } from '../modules/security/index.ts';
import { startTurnover } from '../modules/turnover/index.ts';
import { startUser } from '../modules/user/index.ts';
import type { Base } from './base.ts';

/** Operators with their audit log, members with their sessions and profile, uploads, security notices. */
export function startMembers({ database: { db }, config, clock, changes, gates }: Base) {
  const operators = startOperator({ db, config, clock });
  const common = startCommon({ db, config });
  // Messages to members, written by the money, feedback and security modules (docs/decisions.md, Messages and notices).
  // `users` starts just below: the inbox asks it only when a member reads.
  const recipient = (id: number) => recipientOf(users.userInfo, id);
  const messages = startMessages({ db, clock, audit: operators.audit, recipient });
  // Security notices, written by the members' and payout modules (docs/decisions.md, Account security).
  const security = startSecurity({ db, clock, tell: messages.tell });
  const users = startUser({
    db,
    config,
    clock,
    changes,
    balanceOf: (memberId) => balanceOf(db, account.central(memberId)),
    signInGates: gates.signIn,
    notify: security.notify,
    profile: { uploadOwner: common.uploadOwner, realNameGates: gates.realName, audit: operators.audit },
  });
  const turnover = startTurnover({ clock });
  return { operators, audit: operators.audit, common, security, messages, users, turnover };
}
export type Members = ReturnType<typeof startMembers>;
