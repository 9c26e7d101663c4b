import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { members } from './schema.ts';

/**
 * The invite tree as other modules may read it (the invite module's rebates and lists). A member's
 * inviter is set once, at registration, to a member who existed before, so the tree has no loops
 * and nobody invites themself (docs/decisions.md, Invites).
 */
export const invitees = {
  /** The member's invite code. */
  async codeOf(ex: Executor, memberId: number): Promise<string> {
    const [row] = await ex.select({ code: members.inviteCode }).from(members).where(eq(members.id, memberId));
    return row?.code ?? '';
  },
  /** How many members the member invited, and how many those invited. */
  async counts(ex: Executor, memberId: number): Promise<{ level1: number; level2: number }> {
    const child = alias(members, 'child');
    const [row] = await ex
      .select({ level1: sql<number>`count(distinct ${members.id})::int`, level2: count(child.id) })
      .from(members)
      .leftJoin(child, eq(child.invitedBy, members.id))
      .where(eq(members.invitedBy, memberId));
    return { level1: row?.level1 ?? 0, level2: row?.level2 ?? 0 };
  },
  /** The ids of every member the member invited directly. */
  async idsOf(ex: Executor, inviterId: number): Promise<number[]> {
    const rows = await ex.select({ id: members.id }).from(members).where(eq(members.invitedBy, inviterId));
    return rows.map((r) => r.id);
  },
  /** One window of the member's direct invitees, newest first. */
  page(ex: Executor, inviterId: number, window: { limit: number; offset: number }) {
    return ex
      .select({ id: members.id, username: members.username, joinedAt: members.createdAt })
      .from(members)
      .where(eq(members.invitedBy, inviterId))
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(window.limit)
      .offset(window.offset);
  },
  /** Each listed member's inviter and that inviter's inviter (null where there is none). */
  async chains(ex: Executor, ids: number[]): Promise<{ id: number; parent: number; grandparent: number | null }[]> {
    if (ids.length === 0) return [];
    const parent = alias(members, 'parent');
    const rows = await ex
      .select({ id: members.id, parent: members.invitedBy, grandparent: parent.invitedBy })
      .from(members)
      .innerJoin(parent, eq(parent.id, members.invitedBy))
      .where(and(inArray(members.id, ids), isNotNull(members.invitedBy)))
      .orderBy(asc(members.id));
    return rows.map((r) => ({ id: r.id, parent: r.parent!, grandparent: r.grandparent }));
  },
  /** The usernames of the listed members. */
  async usernames(ex: Executor, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(inArray(members.id, ids));
    return new Map(rows.map((r) => [r.id, r.username]));
  },
};
export type Invitees = typeof invitees;
