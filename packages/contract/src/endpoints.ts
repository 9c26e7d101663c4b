import { OPERATOR_API } from './api/admin.ts';
import { BETRECORD_API } from './api/betrecord.ts';
import { CATALOGUE_API } from './api/catalogue.ts';
import { WALLET_API } from './api/wallet.ts';

/**
 * The API's endpoint table, by area: every path of the API is declared in one of these and
 * nowhere else (apps/server/test/endpoint-table.test.ts checks it).
 */
export const ENDPOINTS = {
  betrecord: BETRECORD_API,
  catalogue: CATALOGUE_API,
  operator: OPERATOR_API,
  wallet: WALLET_API,
} as const;
