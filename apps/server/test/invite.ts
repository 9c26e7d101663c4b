// What the invite tests build the module's deps from, to settle days at a clock and with gates of their
// own: the other modules' parts the platform hands the invite module (platform/community.ts).
import { systemClock } from '../src/lib/clock.ts';
import { startTurnover } from '../src/modules/turnover/index.ts';

export { depositorsAmong } from '../src/modules/deposit/reads.ts';
export { tell } from '../src/modules/messages/tell.ts';
export { audit } from '../src/modules/operator/index.ts';
export { invitees } from '../src/modules/user/invitees.ts';

/** The platform's turnover runs on the real clock; only the settlement's days move with the test's. */
export const turnover = startTurnover({ clock: systemClock });
