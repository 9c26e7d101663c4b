import { ROUTES } from '../../shared/routes';

/** The pay page of one deposit: the order number in the address, so a link or a reload opens it. */
export const payPath = (orderNo: string) => `${ROUTES.pay}?orderNo=${encodeURIComponent(orderNo)}`;
