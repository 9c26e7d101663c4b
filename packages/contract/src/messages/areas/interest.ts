// The interest texts, kept apart so each area's catalogue is edited on its own; zh_hans.ts and en.ts gather them.
const zh = {} as const;

export const interestZh = zh;
export const interestEn: Record<keyof typeof zh, string> = {};
