import { formatFen, type UserInfo } from '@app/contract';
import type { members } from './schema.ts';

export type Member = typeof members.$inferSelect;

export function userInfoView(m: Member): UserInfo {
  return {
    uid: m.id,
    username: m.username,
    realName: m.realName,
    phone: m.phone,
    email: m.email,
    gender: m.gender,
    birthDate: m.birthDate,
    avatar: m.avatar,
    vipLevel: m.vipLevel,
    inviteCode: m.inviteCode,
    hasWithdrawPassword: m.withdrawPasswordHash !== null,
    profileConfirmed: m.profileConfirmedAt !== null,
    createdAt: m.createdAt.toISOString(),
  };
}

export function summaryView(m: Member) {
  return { uid: m.id, username: m.username, avatar: m.avatar, vipLevel: m.vipLevel };
}

/** Fen as the "12.34" the answers carry. */
export function balanceView(fen: bigint) {
  return { balance: formatFen(fen) };
}
