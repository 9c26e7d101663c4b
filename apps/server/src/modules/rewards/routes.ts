import { ACTIVITY_API, BONUS_API, REWARDS_API, SIGNIN_API, TASK_API, WHEEL_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { adminVipLevels, saveVipLevel } from './admin.ts';
import { bonusList } from './bonuses.ts';
import { claimReward } from './claim-reward.ts';
import type { RewardsDeps } from './deps.ts';
import { adminPromotions, endPromotion, savePromotion } from './promo-admin.ts';
import { activities, activity, activityTabs, claimableActivities } from './promo-reads.ts';
import { signIn, signinStatus } from './signin.ts';
import { adminSigninRewards, saveSigninRewards } from './signin-rewards.ts';
import { adminTasks, saveTask } from './task-admin.ts';
import { taskList, taskRecords } from './tasks.ts';
import { vipInfo, vipLevelList } from './vip-info.ts';
import { adminAwards, fulfilAward } from './wheel-awards.ts';
import { adminWheel, saveWheel } from './wheel-config.ts';
import { awardsOf, rotateWheelSeed, spinsOf, wheelChances, wheelPrizesOf } from './wheel-reads.ts';
import { spin } from './wheel-spin.ts';

/** VIP and its perks, the daily sign-in, bonuses, the wheel, tasks and promotions, and the operators' editing of them. */
export function rewardsRoutes(deps: RewardsDeps) {
  return [
    route(REWARDS_API.vip, (_, { member, lang }) => vipInfo(deps, member.memberId, lang)),
    route(REWARDS_API.vipLevels, () => vipLevelList(deps)),
    route(REWARDS_API.claim, (body, { member, idempotency }) => claimReward(deps, member.memberId, body, idempotency)),
    route(REWARDS_API.adminVipLevels, () => adminVipLevels(deps)),
    route(REWARDS_API.adminSaveVipLevel, (body, { operator }) => saveVipLevel(deps, operator, body)),
    route(SIGNIN_API.status, (_, { member }) => signinStatus(deps, member.memberId)),
    route(SIGNIN_API.signin, (_, { member, idempotency }) => signIn(deps, member.memberId, idempotency)),
    route(SIGNIN_API.adminRewards, () => adminSigninRewards(deps)),
    route(SIGNIN_API.adminSaveRewards, (body, { operator }) => saveSigninRewards(deps, operator, body)),
    route(BONUS_API.list, (query, { member, lang }) => bonusList(deps, member.memberId, query, lang)),
    route(WHEEL_API.prizes, (_, { member, lang }) => wheelPrizesOf(deps, member?.memberId ?? null, lang)),
    route(WHEEL_API.chances, (_, { member }) => wheelChances(deps, member.memberId)),
    route(WHEEL_API.draw, (_, { member, lang, idempotency }) => spin(deps, member.memberId, lang, idempotency)),
    route(WHEEL_API.spins, (query, { member, lang }) => spinsOf(deps, member.memberId, query, lang)),
    route(WHEEL_API.rotate, (body, { member }) => rotateWheelSeed(deps, member.memberId, body.clientSeed)),
    route(WHEEL_API.awards, (query, { member, lang }) => awardsOf(deps, member.memberId, query, lang)),
    route(WHEEL_API.adminWheel, () => adminWheel(deps)),
    route(WHEEL_API.adminSaveWheel, (body, { operator }) => saveWheel(deps, operator, body)),
    route(WHEEL_API.adminAwards, (query, { lang }) => adminAwards(deps, query, lang)),
    route(WHEEL_API.adminFulfil, (body, { operator, lang }) => fulfilAward(deps, operator, body.orderNo, lang)),
    route(TASK_API.list, (_, { member, lang }) => taskList(deps, member.memberId, lang)),
    route(TASK_API.records, (query, { member, lang }) => taskRecords(deps, member.memberId, query, lang)),
    route(TASK_API.adminList, () => adminTasks(deps)),
    route(TASK_API.adminSave, (body, { operator }) => saveTask(deps, operator, body)),
    route(ACTIVITY_API.tabs, (_, { lang }) => activityTabs(lang)),
    route(ACTIVITY_API.list, (query, { lang }) => activities(deps, query, lang)),
    route(ACTIVITY_API.detail, (query, { member, lang }) => activity(deps, query.id, member?.memberId ?? null, lang)),
    route(ACTIVITY_API.claimable, (_, { member, lang }) => claimableActivities(deps, member.memberId, lang)),
    route(ACTIVITY_API.adminList, () => adminPromotions(deps)),
    route(ACTIVITY_API.adminSave, (body, { operator }) => savePromotion(deps, operator, body)),
    route(ACTIVITY_API.adminEnd, (body, { operator }) => endPromotion(deps, operator, body.id)),
  ];
}
