// Identity-check helpers shared by the identity module's tests: thresholds, uploads, submissions.
import type { FastifyInstance } from 'fastify';
import { IDENTITY_API } from '@app/contract';
import { callEndpoint } from './helper.ts';
import { pngImage, uploadImage } from './uploads.ts';

/** Low thresholds reachable with test money: 1,000.00 single, 3,000.00 cumulative; bank withdrawals free. */
export const IDENTITY_ENV = {
  IDENTITY_SINGLE_YUAN: '1000',
  IDENTITY_CUMULATIVE_YUAN: '3000',
  WITHDRAW_FEE_BANK_PERCENT: '0',
  WITHDRAW_FEE_BANK_FIXED_YUAN: '0',
};

/** Uploads a distinct image (its size differs per call) and answers the URL the upload gave. */
let side = 8;
export async function uploadDocument(app: FastifyInstance, token: string): Promise<string> {
  side += 1;
  const res = await uploadImage(app, token, pngImage(side, side));
  if (res.body.code !== 1) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.url;
}

export async function submitDocuments(app: FastifyInstance, token: string, lang: 'zh_hans' | 'en' = 'zh_hans') {
  const [front, back, holding] = [
    await uploadDocument(app, token),
    await uploadDocument(app, token),
    await uploadDocument(app, token),
  ];
  return callEndpoint(app, IDENTITY_API.submit, { front, back, holding }, { token, lang });
}

export const certificateOf = async (app: FastifyInstance, token: string) =>
  (await callEndpoint(app, IDENTITY_API.certificate, undefined, { token })).body.data;
