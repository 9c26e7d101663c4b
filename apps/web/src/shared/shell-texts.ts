/** The texts of the login page's frame, drawn before the app (features/auth/login-preview.ts). */
const LOGIN_PREVIEW = ['login.title', 'login.to_register'];

/**
 * The texts the app's shell shows before a page and its catalogue have loaded (the loading and
 * retry screens, the tab bar's name, the login page's frame): the `app.` area of a catalogue and
 * `LOGIN_PREVIEW`. No imports, so that vite.config.ts can run it at build time too.
 */
export function shellTexts<T extends Record<string, string>>(catalogue: T): Partial<T> {
  const shown = ([key]: [string, string]) => key.startsWith('app.') || LOGIN_PREVIEW.includes(key);
  return Object.fromEntries(Object.entries(catalogue).filter(shown)) as Partial<T>;
}
