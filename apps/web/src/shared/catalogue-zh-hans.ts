// The Chinese catalogue as a chunk of its own: imported dynamically from the contract's
// `messages` entry, the chunk would also carry (and fetch) the English one it re-exports.
export { zh_hans } from '@app/contract/messages';
