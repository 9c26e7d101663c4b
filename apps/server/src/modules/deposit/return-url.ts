import type { FastifyRequest } from 'fastify';
import type { ReturnUrlOf } from './types.ts';

/** The web app's pay page of one deposit, where a member sees its status. */
const RETURN_PAGE = '/h5/#/pages/home/pay';

/**
 * Where a provider's cashier sends the member back: the deposit's pay page on the origin the
 * member's browser is on (the Origin of the submit, which also holds behind a dev proxy), else
 * the address this request was sent to.
 */
export function returnUrlOf(request: FastifyRequest): ReturnUrlOf {
  const origin = request.headers.origin;
  const base = origin && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : `${request.protocol}://${request.host}`;
  return (orderNo) => {
    const page = `${RETURN_PAGE}?orderNo=${encodeURIComponent(orderNo)}`;
    return URL.canParse(page, base) ? new URL(page, base).toString() : undefined;
  };
}
