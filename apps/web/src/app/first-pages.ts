// The pages a visit starts on: the router shows them (router.tsx), and boot.ts starts fetching the
// one it will show before the shell has arrived, with the home page's first data.
export const loadLoginPage = () => import('../features/auth/login-page').then((m) => m.LoginPage);
export const loadRegisterPage = () => import('../features/auth/register-page').then((m) => m.RegisterPage);
/** Home with its first reads (features/home/prefetch-home.ts), so its first render shows them. */
export const loadHomePage = () =>
  Promise.all([
    import('../features/home/home-page'),
    import('../features/home/prefetch-home').then((m) => m.prefetchHome()),
  ]).then(([m]) => m.HomePage);
