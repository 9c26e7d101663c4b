import type { DictionaryType, Lang } from '@app/contract';
import type { CommonDeps } from './deps.ts';
import { dictionary } from './dictionary.ts';
import { commonRoutes } from './routes.ts';
import { seedReferenceData } from './seed.ts';
import { takeUpload, uploadOwner } from './uploads.ts';

export type { CommonDeps } from './deps.ts';
export { DICTIONARY } from './reference-data.ts';

/**
 * What every page needs besides money and games: site information, the reference lists (banks,
 * methods, categories), avatars, the app update check and image uploads. Other modules read the
 * lists (`dictionary`) and ask who uploaded an image (`uploadOwner`).
 */
export function startCommon(deps: CommonDeps) {
  return {
    routes: commonRoutes(deps),
    /** Writes the reference lists; app.ts calls it at every start. */
    seed: () => seedReferenceData(deps.db),
    dictionary: (lang: Lang, type?: DictionaryType) => dictionary(deps.db, lang, type),
    uploadOwner: (id: string) => uploadOwner(deps.db, id),
    takeUpload,
  };
}

export type Common = ReturnType<typeof startCommon>;
