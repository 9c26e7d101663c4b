/** The spec's page paths (hash routes under /h5/#), named once for links and the route table. */
export const ROUTES = {
  home: '/',
  homeAlias: '/pages/home/index',
  login: '/pages/userPages/login',
  register: '/pages/userPages/register',
  promotion: '/pages/tabbarPages/preferential/index',
  service: '/pages/tabbarPages/service/index',
  sponsorship: '/pages/tabbarPages/sponsorship/index',
  mine: '/pages/tabbarPages/mine/index',
  set: '/pages/mine/set',
  updatePwd: '/pages/mine/updatePwd',
  withdrawPassword: '/pages/mine/withdrawPassword',
  networkError: '/pages/networkError/networkError',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Pages a visitor (no token) may open; every other page sends them to login. */
export const VISITOR_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.networkError];
