// The security texts, kept apart so each area's catalogue is edited on its own; zh_hans.ts and en.ts gather them.
const zh = {} as const;

export const securityZh = zh;
export const securityEn: Record<keyof typeof zh, string> = {};
