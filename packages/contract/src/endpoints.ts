import { INTEREST_API } from './api/interest.ts';
import { INVITE_API } from './api/invite.ts';
import { MESSAGES_API } from './api/messages.ts';
import { CONTENT_API } from './api/content.ts';
import { SPONSORSHIP_API } from './api/sponsorship.ts';
import { FEEDBACK_API } from './api/feedback.ts';
import { SERVICE_API } from './api/service.ts';
import { PROFILE_API } from './api/profile.ts';
import { IDENTITY_API } from './api/identity.ts';
import { RESPONSIBLE_API } from './api/responsible.ts';
import { SECURITY_API } from './api/security.ts';
import { ACTIVITY_API } from './api/activity.ts';
import { OPERATOR_API } from './api/admin.ts';
import { BETRECORD_API } from './api/betrecord.ts';
import { CARDS_API } from './api/cards.ts';
import { LIVE_API } from './api/live.ts';
import { CATALOGUE_API } from './api/catalogue.ts';
import { COMMON_API } from './api/common.ts';
import { DEPOSIT_ADMIN_API } from './api/deposit-admin.ts';
import { DEPOSIT_API } from './api/deposit.ts';
import { LOTTERY_API } from './api/lottery.ts';
import { PAYOUT_API } from './api/payout.ts';
import { RECORDS_API } from './api/records.ts';
import { BONUS_API, REWARDS_API, SIGNIN_API } from './api/rewards.ts';
import { TASK_API } from './api/tasks.ts';
import { USER_API } from './api/user.ts';
import { WALLET_API } from './api/wallet.ts';
import { WHEEL_API } from './api/wheel.ts';
import { WITHDRAW_API } from './api/withdraw.ts';

/**
 * The API's endpoint table, by area: every path of the API is declared in one of these and
 * nowhere else (apps/server/test/endpoint-table.test.ts checks it).
 */
export const ENDPOINTS = {
  activity: ACTIVITY_API,
  betrecord: BETRECORD_API,
  cards: CARDS_API,
  live: LIVE_API,
  catalogue: CATALOGUE_API,
  common: COMMON_API,
  deposit: DEPOSIT_API,
  depositAdmin: DEPOSIT_ADMIN_API,
  lottery: LOTTERY_API,
  operator: OPERATOR_API,
  payout: PAYOUT_API,
  records: RECORDS_API,
  rewards: REWARDS_API,
  bonus: BONUS_API,
  signin: SIGNIN_API,
  task: TASK_API,
  user: USER_API,
  wallet: WALLET_API,
  wheel: WHEEL_API,
  withdraw: WITHDRAW_API,
  feedback: FEEDBACK_API,
  service: SERVICE_API,
  profile: PROFILE_API,
  identity: IDENTITY_API,
  responsible: RESPONSIBLE_API,
  security: SECURITY_API,
  interest: INTEREST_API,
  invite: INVITE_API,
  messages: MESSAGES_API,
  content: CONTENT_API,
  sponsorship: SPONSORSHIP_API,
} as const;
