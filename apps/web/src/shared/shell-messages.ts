import { catalogues } from '@app/contract/messages';
import { shellTexts } from './shell-texts';

/**
 * The shell's texts in each language, part of the first load. The build replaces this module with
 * the texts alone (vite.config.ts, `shellMessages`), so the catalogues stay out of the first load;
 * tests and the dev server compute them here from the whole catalogues.
 */
export const SHELL_MESSAGES = { zh_hans: shellTexts(catalogues.zh_hans), en: shellTexts(catalogues.en) };
