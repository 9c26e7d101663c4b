import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '../shared/routes';
import { RequireAuth } from './guards';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { TabLayout } from './tab-layout';

// Every page is its own chunk.
const LoginPage = lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('../features/auth/register-page').then((m) => m.RegisterPage));
const NetworkErrorPage = lazyPage(() =>
  import('../features/network/network-error-page').then((m) => m.NetworkErrorPage),
);
// Offline, the page that says so could not be fetched any more: load it while the network is there.
NetworkErrorPage.preload();
const HomePage = lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage));
const PromotionPage = lazyPage(() => import('../features/promotion/promotion-page').then((m) => m.PromotionPage));
const ServicePage = lazyPage(() => import('../features/service/service-page').then((m) => m.ServicePage));
const SponsorshipPage = lazyPage(() =>
  import('../features/sponsorship/sponsorship-page').then((m) => m.SponsorshipPage),
);
const MinePage = lazyPage(() => import('../features/mine/mine-page').then((m) => m.MinePage));
const SetPage = lazyPage(() => import('../features/settings/set-page').then((m) => m.SetPage));
const UpdatePwdPage = lazyPage(() => import('../features/settings/update-pwd-page').then((m) => m.UpdatePwdPage));
const WithdrawPasswordPage = lazyPage(() =>
  import('../features/settings/withdraw-password-page').then((m) => m.WithdrawPasswordPage),
);

/** The one route table: the spec's page paths to pages. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Visitors may open these.
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.register, element: <RegisterPage /> },
      { path: ROUTES.networkError, element: <NetworkErrorPage /> },
      // Everything else needs a session.
      {
        element: <RequireAuth />,
        children: [
          {
            element: <TabLayout />,
            children: [
              { path: ROUTES.home, element: <HomePage /> },
              { path: ROUTES.homeAlias, element: <HomePage /> },
              { path: ROUTES.promotion, element: <PromotionPage /> },
              { path: ROUTES.service, element: <ServicePage /> },
              { path: ROUTES.sponsorship, element: <SponsorshipPage /> },
              { path: ROUTES.mine, element: <MinePage /> },
            ],
          },
          { path: ROUTES.set, element: <SetPage /> },
          { path: ROUTES.updatePwd, element: <UpdatePwdPage /> },
          { path: ROUTES.withdrawPassword, element: <WithdrawPasswordPage /> },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

export const router = createHashRouter(routes);
