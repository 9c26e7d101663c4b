import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { preloadToast } from '../api/toast';
import { loadLanguage } from '../shared/i18n';
import { ROUTES } from '../shared/routes';
import { readSession } from '../shared/session/session-storage';
import { sessionStore } from '../shared/session/session-store';
import { firstPageOf, loadHomePage, loadLoginPage, loadRegisterPage } from './first-pages';
import { RequireAuth } from './guards';
import { firstPageSettled, lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { TabLayout } from './tab-layout';

// Every page is its own chunk. Those a visit starts on, and the network error page, show none of
// the areas' texts: they wait for the core of the catalogue alone (shared/catalogues.ts).
const LoginPage = lazyPage(loadLoginPage, 'core');
const RegisterPage = lazyPage(loadRegisterPage, 'core');
const NetworkErrorPage = lazyPage(
  () => import('../features/network/network-error-page').then((m) => m.NetworkErrorPage),
  'core',
);
// Offline, the page that says so (and the toast that says the server cannot be reached) could not be
// fetched any more: load them while the network is there, after the first page, which they would
// otherwise slow down; the rest of the catalogue too, for the pages after it.
void firstPageSettled.then(() => {
  void NetworkErrorPage.preload();
  preloadToast();
  loadLanguage(sessionStore.getState().lang).catch(() => undefined);
});
const HomePage = lazyPage(loadHomePage, 'core');
const FIRST_PAGES = { home: HomePage, login: LoginPage, register: RegisterPage };

/**
 * Settles once the page the visit starts on has loaded (or failed to), so the shell's first render
 * (main.tsx) shows it at once instead of a spinner first; boot.ts has already started fetching it.
 */
export function firstPageLoaded(): Promise<void> {
  const first = firstPageOf(readSession());
  return first ? FIRST_PAGES[first].preload() : Promise.resolve();
}
// The Promotion tab carries the welfare feature's sign-in card: the two meet in app/ (promotion-route.tsx).
const PromotionPage = lazyPage(() => import('./promotion-route').then((m) => m.PromotionRoute));
// The Customer Service tab carries the feedback feature's entries: the two meet in app/ (service-route.tsx).
const ServicePage = lazyPage(() => import('./service-route').then((m) => m.ServiceRoute));
const KefuPage = lazyPage(() => import('../features/service/kefu-page').then((m) => m.KefuPage));
const FeedbackPage = lazyPage(() => import('../features/feedback/feedback-page').then((m) => m.FeedbackPage));
const MyFeedbackPage = lazyPage(() => import('../features/feedback/my-feedback-page').then((m) => m.MyFeedbackPage));
const FeedbackDetailPage = lazyPage(() =>
  import('../features/feedback/feedback-detail-page').then((m) => m.FeedbackDetailPage),
);
const SponsorshipPage = lazyPage(() =>
  import('../features/sponsorship/sponsorship-page').then((m) => m.SponsorshipPage),
);
const PartnerDetailPage = lazyPage(() =>
  import('../features/sponsorship/partner-detail-page').then((m) => m.PartnerDetailPage),
);
const MinePage = lazyPage(() => import('../features/mine/mine-page').then((m) => m.MinePage));
const SetPage = lazyPage(() => import('../features/settings/set-page').then((m) => m.SetPage));
const PersonDataPage = lazyPage(() => import('../features/profile/person-data-page').then((m) => m.PersonDataPage));
const UpdatePwdPage = lazyPage(() => import('../features/settings/update-pwd-page').then((m) => m.UpdatePwdPage));
const WithdrawPasswordPage = lazyPage(() =>
  import('../features/settings/withdraw-password-page').then((m) => m.WithdrawPasswordPage),
);
const SecurityPage = lazyPage(() => import('../features/security/security-page').then((m) => m.SecurityPage));
const NotifyPage = lazyPage(() => import('../features/messages/notify-page').then((m) => m.NotifyPage));
const NotifyDetailPage = lazyPage(() =>
  import('../features/messages/notify-detail-page').then((m) => m.NotifyDetailPage),
);
const ResponsiblePage = lazyPage(() =>
  import('../features/responsible/responsible-page').then((m) => m.ResponsiblePage),
);
const HelpCenterPage = lazyPage(() => import('../features/help/help-center-page').then((m) => m.HelpCenterPage));
const HelpDetailPage = lazyPage(() => import('../features/help/help-detail-page').then((m) => m.HelpDetailPage));
const AboutPage = lazyPage(() => import('../features/help/about-page').then((m) => m.AboutPage));
const RechargePage = lazyPage(() => import('../features/deposit/recharge-page').then((m) => m.RechargePage));
const PayPage = lazyPage(() => import('../features/deposit/pay-page').then((m) => m.PayPage));
const TransferPage = lazyPage(() => import('../features/wallet/transfer-page').then((m) => m.TransferPage));
const WithdrawalPage = lazyPage(() => import('../features/withdraw/withdrawal-page').then((m) => m.WithdrawalPage));
const CertificatePage = lazyPage(() => import('../features/identity/certificate-page').then((m) => m.CertificatePage));
const AddBankCardPage = lazyPage(() => import('../features/payout/add-bank-card-page').then((m) => m.AddBankCardPage));
const AddUsdtPage = lazyPage(() => import('../features/payout/add-usdt-page').then((m) => m.AddUsdtPage));
const AddWalletPage = lazyPage(() => import('../features/payout/add-wallet-page').then((m) => m.AddWalletPage));
const AccountManagementPage = lazyPage(() =>
  import('../features/payout/account-management-page').then((m) => m.AccountManagementPage),
);
const TransactionRecordPage = lazyPage(() =>
  import('../features/records/transaction-record-page').then((m) => m.TransactionRecordPage),
);
const TransactionHistoryPage = lazyPage(() =>
  import('../features/records/transaction-history-page').then((m) => m.TransactionHistoryPage),
);
const TransactionDetailPage = lazyPage(() =>
  import('../features/records/transaction-detail-page').then((m) => m.TransactionDetailPage),
);
const VipPage = lazyPage(() => import('../features/vip/vip-page').then((m) => m.VipPage));
const VipDetailPage = lazyPage(() => import('../features/vip/vip-detail-page').then((m) => m.VipDetailPage));
const WelfarePage = lazyPage(() => import('../features/welfare/welfare-page').then((m) => m.WelfarePage));
const TaskRecordsPage = lazyPage(() => import('../features/welfare/task-records-page').then((m) => m.TaskRecordsPage));
// Invites; the share page's QR library loads only with it.
const InvitePage = lazyPage(() => import('../features/invite/invite-page').then((m) => m.InvitePage));
const SharePage = lazyPage(() => import('../features/invite/share-page').then((m) => m.SharePage));
const ShareDetailPage = lazyPage(() => import('../features/invite/share-detail-page').then((m) => m.ShareDetailPage));
const JoinPage = lazyPage(() => import('../features/invite/join-page').then((m) => m.JoinPage));
const InterestPage = lazyPage(() => import('../features/interest/interest-page').then((m) => m.InterestPage));
const PromotionDetailPage = lazyPage(() =>
  import('../features/promotion/promotion-detail-page').then((m) => m.PromotionDetailPage),
);
const BonusesPage = lazyPage(() => import('../features/bonuses/bonuses-page').then((m) => m.BonusesPage));
// The lucky wheel
const WheelPage = lazyPage(() => import('../features/wheel/wheel-page').then((m) => m.WheelPage));
const WheelInfoPage = lazyPage(() => import('../features/wheel/wheel-info-page').then((m) => m.WheelInfoPage));
const RedemptionRecordPage = lazyPage(() =>
  import('../features/wheel/redemption-record-page').then((m) => m.RedemptionRecordPage),
);
// Games
// The lottery or a card table, by the game code (game-route.tsx).
const GamePage = lazyPage(() => import('./game-route').then((m) => m.GameRoute));
const DrawRecordPage = lazyPage(() => import('../features/lottery/draw-record-page').then((m) => m.DrawRecordPage));
const OrderRecordPage = lazyPage(() => import('../features/lottery/order-record-page').then((m) => m.OrderRecordPage));
const SlotsPage = lazyPage(() => import('../features/games/category-page').then((m) => m.SlotsPage));
const CardsPage = lazyPage(() => import('../features/games/category-page').then((m) => m.CardsPage));
const SearchPage = lazyPage(() => import('../features/games/search-page').then((m) => m.SearchPage));
const GameDetailPage = lazyPage(() => import('../features/games/game-detail-page').then((m) => m.GameDetailPage));
const BetRecordPage = lazyPage(() => import('../features/bets/bet-record-page').then((m) => m.BetRecordPage));
const BetDetailPage = lazyPage(() => import('../features/bets/bet-detail-page').then((m) => m.BetDetailPage));
// A venue's game in the app's frame, with the wallet feature's quick transfer: they meet in app/ (game-frame-route.tsx).
const GameFramePage = lazyPage(() => import('./game-frame-route').then((m) => m.GameFrameRoute));
const GameReturnPage = lazyPage(() => import('../features/venue-game/game-return-page').then((m) => m.GameReturnPage));
const NewestGamesPage = lazyPage(() => import('../features/games/game-list-pages').then((m) => m.NewestGamesPage));
const QuickGamesPage = lazyPage(() => import('../features/games/game-list-pages').then((m) => m.QuickGamesPage));
const CollectPage = lazyPage(() => import('../features/wallet/collect-page').then((m) => m.CollectPage));

/** The one route table: the page paths (docs/product.md, Navigation) to pages. */
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
              { path: ROUTES.slots, element: <SlotsPage /> },
              { path: ROUTES.cards, element: <CardsPage /> },
              { path: ROUTES.promotion, element: <PromotionPage /> },
              { path: ROUTES.service, element: <ServicePage /> },
              { path: ROUTES.sponsorship, element: <SponsorshipPage /> },
              { path: ROUTES.mine, element: <MinePage /> },
            ],
          },
          { path: ROUTES.kefu, element: <KefuPage /> },
          { path: ROUTES.sponsorshipDetail, element: <PartnerDetailPage /> },
          { path: ROUTES.feedback, element: <FeedbackPage /> },
          { path: ROUTES.myFeedback, element: <MyFeedbackPage /> },
          { path: ROUTES.feedbackDetail, element: <FeedbackDetailPage /> },
          { path: ROUTES.set, element: <SetPage /> },
          { path: ROUTES.personData, element: <PersonDataPage /> },
          { path: ROUTES.updatePwd, element: <UpdatePwdPage /> },
          { path: ROUTES.withdrawPassword, element: <WithdrawPasswordPage /> },
          { path: ROUTES.security, element: <SecurityPage /> },
          { path: ROUTES.notify, element: <NotifyPage /> },
          { path: ROUTES.notifyXq, element: <NotifyDetailPage /> },
          { path: ROUTES.responsible, element: <ResponsiblePage /> },
          { path: ROUTES.helpCenter, element: <HelpCenterPage /> },
          { path: ROUTES.helpDetail, element: <HelpDetailPage /> },
          { path: ROUTES.about, element: <AboutPage /> },
          // Money
          { path: ROUTES.recharge, element: <RechargePage /> },
          { path: ROUTES.pay, element: <PayPage /> },
          { path: ROUTES.transfer, element: <TransferPage /> },
          { path: ROUTES.withdrawal, element: <WithdrawalPage /> },
          { path: ROUTES.certificate, element: <CertificatePage /> },
          { path: ROUTES.addBankCard, element: <AddBankCardPage /> },
          { path: ROUTES.addUSDT, element: <AddUsdtPage /> },
          { path: ROUTES.addWallet, element: <AddWalletPage /> },
          { path: ROUTES.accountManagement, element: <AccountManagementPage /> },
          { path: ROUTES.transactionRecord, element: <TransactionRecordPage /> },
          { path: ROUTES.transactionHistory, element: <TransactionHistoryPage /> },
          { path: ROUTES.transactionDetail, element: <TransactionDetailPage /> },
          // VIP and the rewards centre
          { path: ROUTES.vip, element: <VipPage /> },
          { path: ROUTES.vipDetail, element: <VipDetailPage /> },
          { path: ROUTES.welfare, element: <WelfarePage /> },
          { path: ROUTES.invite, element: <InvitePage /> },
          { path: ROUTES.share, element: <SharePage /> },
          { path: ROUTES.shareDetail, element: <ShareDetailPage /> },
          { path: ROUTES.joinOur, element: <JoinPage /> },
          { path: ROUTES.interest, element: <InterestPage /> },
          { path: ROUTES.taskRecords, element: <TaskRecordsPage /> },
          // Promotions (member-only, as the Promotion tab is) and the member's bonuses
          { path: ROUTES.promotionDetail, element: <PromotionDetailPage /> },
          { path: ROUTES.bonuses, element: <BonusesPage /> },
          // The lucky wheel
          { path: ROUTES.wheel, element: <WheelPage /> },
          { path: ROUTES.wheelInfo, element: <WheelInfoPage /> },
          { path: ROUTES.redemptionRecord, element: <RedemptionRecordPage /> },
          // Games
          { path: ROUTES.lottery, element: <GamePage /> },
          { path: ROUTES.drawRecord, element: <DrawRecordPage /> },
          { path: ROUTES.orderRecord, element: <OrderRecordPage /> },
          { path: ROUTES.search, element: <SearchPage /> },
          { path: ROUTES.gameDetail, element: <GameDetailPage /> },
          { path: ROUTES.betRecord, element: <BetRecordPage /> },
          { path: ROUTES.betDetail, element: <BetDetailPage /> },
          { path: ROUTES.gameA, element: <GameFramePage /> },
          { path: ROUTES.gameB, element: <GameReturnPage /> },
          { path: ROUTES.gamenew, element: <NewestGamesPage /> },
          { path: ROUTES.fastFood, element: <QuickGamesPage /> },
          { path: ROUTES.collect, element: <CollectPage /> },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

/**
 * The route table rendered inside the app's HashRouter. The declarative router, not the data
 * router: no page uses loaders or actions, and createHashRouter added about 15 KB gzip to the
 * first load of every page (docs/decisions.md, Web app).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
