import { ACTIVITY_API, BONUS_API, REWARDS_API, SIGNIN_API } from '@app/contract';
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
    route(ACTIVITY_API.tabs, (_, { lang }) => rewards.activityTabs(lang)),
    route(ACTIVITY_API.list, (query, { lang }) => rewards.activities(query, lang)),
    route(ACTIVITY_API.detail, (query, { member, lang }) => rewards.activity(query.id, member?.memberId ?? null, lang)),
    route(ACTIVITY_API.adminList, () => rewards.admin.promotions()),
    route(ACTIVITY_API.adminSave, (body, { operator }) => rewards.admin.savePromotion(operator, body)),
    route(ACTIVITY_API.adminEnd, (body, { operator }) => rewards.admin.endPromotion(operator, body.id)),
  ];
}
