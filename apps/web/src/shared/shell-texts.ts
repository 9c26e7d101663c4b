/**
 * The texts the app's shell shows before a page and its catalogue have loaded (the loading and
 * retry screens, the tab bar's name): the `app.` area of a catalogue. No imports, so that
 * vite.config.ts can run it at build time too.
 */
export function shellTexts<T extends Record<string, string>>(catalogue: T): Partial<T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => key.startsWith('app.'))) as Partial<T>;
}
