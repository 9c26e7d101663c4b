// The Chinese texts but the areas' as a chunk of their own: imported dynamically from the contract's
// `messages` entry, the chunk would also carry (and fetch) the English ones it re-exports.
export { coreZh } from '@app/contract/messages';
