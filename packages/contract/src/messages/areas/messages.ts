// The messages texts, kept apart so each area's catalogue is edited on its own; zh_hans.ts and en.ts gather them.
const zh = {} as const;

export const messagesZh = zh;
export const messagesEn: Record<keyof typeof zh, string> = {};
