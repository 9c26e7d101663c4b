// The sponsorship texts, kept apart so each area's catalogue is edited on its own; zh_hans.ts and en.ts gather them.
const zh = {} as const;

export const sponsorshipZh = zh;
export const sponsorshipEn: Record<keyof typeof zh, string> = {};
