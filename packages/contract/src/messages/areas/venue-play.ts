// The venue games' pages (the in-app frame home/gameA, the new-tab return page home/gameB), the newest and
// quick game lists (home/gamenew, home/fastFood) and the collecting of venue wallets (mine/collect).
const zh = {
  // home/gameA: a venue game in the app's frame
  'game_frame.bar': '游戏工具栏',
  'game_frame.back': '返回',
  'game_frame.venue_balance': '{{venue}}余额',
  'game_frame.refresh_balance': '刷新场馆余额',
  'game_frame.transfer': '转入',
  'game_frame.transfer_title': '转入{{venue}}',
  'game_frame.transfer_hint': '从中心钱包转入本场馆钱包，在游戏中使用',
  'game_frame.transfer_submit': '确认转入',
  'game_frame.open_failed': '游戏暂时无法打开',
  'game_frame.retry': '重试',
  // home/gameB: a venue game in a tab of its own
  'game_tab.title': '游戏已在新窗口中打开',
  'game_tab.hint': '{{name}}在新窗口中进行，该场馆不支持在应用内打开。玩完后回到这里，余额会自动更新。',
  'game_tab.blocked': '浏览器拦截了新窗口，请点击下方按钮打开游戏。',
  'game_tab.open': '打开游戏',
  'game_tab.back': '返回应用',
  'game_tab.balances': '当前余额',
  // home/gamenew and home/fastFood
  'game_lists.shortcuts': '游戏专区',
  'game_lists.newest': '新游戏',
  'game_lists.newest_hint': '最新上线的游戏排在最前',
  'game_lists.quick': '快速游戏',
  'game_lists.quick_hint': '一局只需几秒：电子、捕鱼和快速牌局',
  // mine/collect
  'collect.title': '回收场馆余额',
  'collect.entry': '回收场馆余额',
  'collect.hint': '一键把所有场馆钱包的余额转回中心钱包，每个场馆的结果显示在其所在行。',
};

export const venuePlayZh = zh;
export const venuePlayEn: Record<keyof typeof zh, string> = {
  'game_frame.bar': 'Game toolbar',
  'game_frame.back': 'Back',
  'game_frame.venue_balance': '{{venue}} balance',
  'game_frame.refresh_balance': 'Refresh the venue balance',
  'game_frame.transfer': 'Top up',
  'game_frame.transfer_title': 'Move money into {{venue}}',
  'game_frame.transfer_hint': 'From the central wallet into this venue’s wallet, to play with',
  'game_frame.transfer_submit': 'Move it in',
  'game_frame.open_failed': 'The game could not be opened',
  'game_frame.retry': 'Try again',
  'game_tab.title': 'The game opened in a new tab',
  'game_tab.hint':
    '{{name}} plays in a tab of its own: this venue cannot be shown inside the app. Come back here when you are done and your balances update by themselves.',
  'game_tab.blocked': 'Your browser blocked the new tab: tap the button below to open the game.',
  'game_tab.open': 'Open the game',
  'game_tab.back': 'Back to the app',
  'game_tab.balances': 'Your balances',
  'game_lists.shortcuts': 'Game lists',
  'game_lists.newest': 'New games',
  'game_lists.newest_hint': 'The games added last come first',
  'game_lists.quick': 'Quick games',
  'game_lists.quick_hint': 'Rounds of seconds: slots, fishing and quick card games',
  'collect.title': 'Collect venue balances',
  'collect.entry': 'Collect venue balances',
  'collect.hint':
    'Moves every venue wallet’s balance back to the central wallet at once; each venue’s result shows on its row.',
};
