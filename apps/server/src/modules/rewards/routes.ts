import { ACTIVITY_API, BONUS_API, REWARDS_API, SIGNIN_API, TASK_API, WHEEL_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { RewardsService } from './service.ts';

export function rewardsRoutes(rewards: RewardsService) {
  return [
    route(REWARDS_API.vip, (_, { member, lang }) => rewards.vipInfo(member.memberId, lang)),
    route(REWARDS_API.vipLevels, () => rewards.vipLevels()),
    route(REWARDS_API.claim, (body, { member, idempotency }) => rewards.claim(member.memberId, body, idempotency)),
    route(REWARDS_API.adminVipLevels, () => rewards.admin.levels()),
    route(REWARDS_API.adminSaveVipLevel, (body, { operator }) => rewards.admin.saveLevel(operator, body)),
    route(SIGNIN_API.status, (_, { member }) => rewards.signinStatus(member.memberId)),
    route(SIGNIN_API.signin, (_, { member, idempotency }) => rewards.signIn(member.memberId, idempotency)),
    route(SIGNIN_API.adminRewards, () => rewards.admin.rewards()),
    route(SIGNIN_API.adminSaveRewards, (body, { operator }) => rewards.admin.saveRewards(operator, body)),
    route(BONUS_API.list, (query, { member, lang }) => rewards.bonuses(member.memberId, query, lang)),
    route(WHEEL_API.prizes, (_, { member, lang }) => rewards.wheel.prizes(member?.memberId ?? null, lang)),
    route(WHEEL_API.chances, (_, { member }) => rewards.wheel.chances(member.memberId)),
    route(WHEEL_API.draw, (_, { member, lang, idempotency }) => rewards.wheel.spin(member.memberId, lang, idempotency)),
    route(WHEEL_API.spins, (query, { member, lang }) => rewards.wheel.spins(member.memberId, query, lang)),
    route(WHEEL_API.rotate, (body, { member }) => rewards.wheel.rotate(member.memberId, body.clientSeed)),
    route(WHEEL_API.awards, (query, { member, lang }) => rewards.wheel.awards(member.memberId, query, lang)),
    route(WHEEL_API.adminWheel, () => rewards.admin.wheel()),
    route(WHEEL_API.adminSaveWheel, (body, { operator }) => rewards.admin.saveWheel(operator, body)),
    route(WHEEL_API.adminAwards, (query, { lang }) => rewards.admin.adminAwards(query, lang)),
    route(WHEEL_API.adminFulfil, (body, { operator, lang }) => rewards.admin.fulfil(operator, body.orderNo, lang)),
    route(TASK_API.list, (_, { member, lang }) => rewards.tasks(member.memberId, lang)),
    route(TASK_API.records, (query, { member, lang }) => rewards.taskRecords(member.memberId, query, lang)),
    route(TASK_API.adminList, () => rewards.admin.tasks()),
    route(TASK_API.adminSave, (body, { operator }) => rewards.admin.saveTask(operator, body)),
    route(ACTIVITY_API.tabs, (_, { lang }) => rewards.activityTabs(lang)),
    route(ACTIVITY_API.list, (query, { lang }) => rewards.activities(query, lang)),
    route(ACTIVITY_API.detail, (query, { member, lang }) => rewards.activity(query.id, member?.memberId ?? null, lang)),
    route(ACTIVITY_API.claimable, (_, { member, lang }) => rewards.claimableActivities(member.memberId, lang)),
    route(ACTIVITY_API.adminList, () => rewards.admin.promotions()),
    route(ACTIVITY_API.adminSave, (body, { operator }) => rewards.admin.savePromotion(operator, body)),
    route(ACTIVITY_API.adminEnd, (body, { operator }) => rewards.admin.endPromotion(operator, body.id)),
  ];
}
