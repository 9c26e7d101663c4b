import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddBankInputSchema,
  AddCryptoInputSchema,
  AddWalletInputSchema,
  BankCardSchema,
  BankListSchema,
  CryptListSchema,
  CryptoAddressSchema,
  UserWithdrawListSchema,
  WITHDRAW_PATHS,
  WalletAccountSchema,
  envelopeSchema,
} from '@app/contract';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { PayoutService } from './service.ts';

/** Bank cards, crypto addresses and wallet accounts a member withdraws to. */
const routes: FastifyPluginAsyncZod<{ payout: PayoutService }> = async (app, { payout }) => {
  const auth = { onRequest: app.requireMember };

  app.get(
    `/${WITHDRAW_PATHS.getBank}`,
    { ...auth, schema: { response: { 200: envelopeSchema(BankListSchema) } } },
    async (request) => ok(request, { list: await payout.banks(request.lang) }),
  );

  app.post(
    `/${WITHDRAW_PATHS.addBank}`,
    { ...auth, schema: { body: AddBankInputSchema, response: { 200: envelopeSchema(BankCardSchema) } } },
    async (request) =>
      ok(request, await payout.addBank(memberOf(request).memberId, request.body, request.lang), 'payout.added'),
  );

  app.get(
    `/${WITHDRAW_PATHS.getCryptList}`,
    { ...auth, schema: { response: { 200: envelopeSchema(CryptListSchema) } } },
    async (request) => ok(request, { list: await payout.cryptoList(memberOf(request).memberId) }),
  );

  app.post(
    `/${WITHDRAW_PATHS.addCrypt}`,
    { ...auth, schema: { body: AddCryptoInputSchema, response: { 200: envelopeSchema(CryptoAddressSchema) } } },
    async (request) => ok(request, await payout.addCrypto(memberOf(request).memberId, request.body), 'payout.added'),
  );

  app.post(
    `/${WITHDRAW_PATHS.addWallet}`,
    { ...auth, schema: { body: AddWalletInputSchema, response: { 200: envelopeSchema(WalletAccountSchema) } } },
    async (request) => ok(request, await payout.addWallet(memberOf(request).memberId, request.body), 'payout.added'),
  );

  app.get(
    `/${WITHDRAW_PATHS.getUserWithdrawList}`,
    { ...auth, schema: { response: { 200: envelopeSchema(UserWithdrawListSchema) } } },
    async (request) => ok(request, await payout.withdrawList(memberOf(request).memberId, request.lang)),
  );
};

export default routes;
