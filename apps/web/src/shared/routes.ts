/** The page paths (hash routes under /h5/#; docs/product.md, Navigation), named once for links and the route table. */
export const ROUTES = {
  home: '/',
  homeAlias: '/pages/home/index',
  login: '/pages/userPages/login',
  register: '/pages/userPages/register',
  promotion: '/pages/tabbarPages/preferential/index',
  service: '/pages/tabbarPages/service/index',
  // Feedback: the form, the member's tickets and one ticket's conversation (?id=).
  feedback: '/pages/service/feedback',
  myFeedback: '/pages/service/myFeedback',
  feedbackDetail: '/pages/service/feedbackDetail',
  sponsorship: '/pages/tabbarPages/sponsorship/index',
  // One sponsorship partner (?id=).
  sponsorshipDetail: '/pages/sponsorship/detail',
  mine: '/pages/tabbarPages/mine/index',
  set: '/pages/mine/set',
  personData: '/pages/mine/personData',
  updatePwd: '/pages/mine/updatePwd',
  withdrawPassword: '/pages/mine/withdrawPassword',
  security: '/pages/mine/security',
  // Messages: the member's messages and the platform notices; one message (?id=).
  notify: '/pages/mine/notify',
  notifyXq: '/pages/mine/notifyXq',
  // Responsible play: limits, cool-off and self-exclusion, reality check, activity statement.
  responsible: '/pages/mine/responsible',
  // Help centre (with search), one article (?id=), about.
  helpCenter: '/pages/mine/helpCenter',
  helpDetail: '/pages/mine/helpDetail',
  about: '/pages/mine/about',
  recharge: '/pages/mine/recharge',
  pay: '/pages/home/pay',
  transfer: '/pages/mine/transfer',
  withdrawal: '/pages/mine/withdrawal',
  // Identity verification before large withdrawals.
  certificate: '/pages/mine/certificate',
  addBankCard: '/pages/mine/addBankCard',
  addUSDT: '/pages/mine/addUSDT',
  addWallet: '/pages/mine/addWallet',
  accountManagement: '/pages/mine/accountManagement',
  transactionRecord: '/pages/mine/transactionRecord',
  transactionHistory: '/pages/mine/transactionHistory',
  transactionDetail: '/pages/mine/transactionDetail',
  vip: '/pages/mine/vip',
  vipDetail: '/pages/mine/vipDetail',
  welfare: '/pages/mine/welfare',
  // Invites: the code, link and lists; the share poster; the rebate rules; the partner programme.
  invite: '/pages/mine/invite',
  share: '/pages/mine/share',
  shareDetail: '/pages/mine/share_detail',
  joinOur: '/pages/mine/joinOur',
  // The interest wallet: balance, claim, moves in and out, chart and history.
  interest: '/pages/mine/interest',
  taskRecords: '/pages/home/taskRecords',
  promotionDetail: '/pages/preferential/detail',
  bonuses: '/pages/mine/bonuses',
  // The lucky wheel: the wheel, its rules, fairness and spins (?tab=), and the item prizes won.
  wheel: '/pages/mine/lottery',
  wheelInfo: '/pages/mine/lottery_info',
  redemptionRecord: '/pages/mine/redemptionRecord',
  networkError: '/pages/networkError/networkError',
  // Games: the slots and card tabs, search, a game's page, the first-party lottery (?game=) and its records.
  slots: '/pages/tabbarPages/home/dz',
  cards: '/pages/tabbarPages/home/qp',
  search: '/pages/home/search',
  gameDetail: '/pages/home/gameDetail',
  lottery: '/pages/home/game',
  drawRecord: '/pages/home/record',
  orderRecord: '/pages/home/orderRecord',
  // Customer service: a live chat in the app's frame (?id= of the channel).
  kefu: '/pages/home/kefu',
  betRecord: '/pages/mine/betRecord',
  betDetail: '/pages/mine/betDetail',
  // A venue's game (?game=): in the app's frame, or the page to come back to from its own tab.
  gameA: '/pages/home/gameA',
  gameB: '/pages/home/gameB',
  // The newest games, and the quick games (short rounds).
  gamenew: '/pages/home/gamenew',
  fastFood: '/pages/home/fastFood',
  // Every venue wallet, collected into the central wallet at once.
  collect: '/pages/mine/collect',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Pages a visitor (no token) may open; every other page sends them to login. */
export const VISITOR_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.networkError];
