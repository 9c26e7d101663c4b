import type { PaymentType } from '@app/contract';
import {
  AlipayCircleFill,
  BankcardOutline,
  HandPayCircleOutline,
  LinkOutline,
  MessageOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

const ICONS: Record<PaymentType, ReactNode> = {
  fps: <BankcardOutline />,
  koipay: <PayCircleOutline />,
  transfer_link: <LinkOutline />,
  alipay: <AlipayCircleFill />,
  crypto: <ReceivePaymentOutline />,
  ebpay: <MessageOutline />,
  cash: <HandPayCircleOutline />,
};

export function PaymentTypeIcon({ type }: { type: PaymentType }) {
  return (
    <span className={`pay-type-icon pay-type-icon-${type}`} aria-hidden>
      {ICONS[type]}
    </span>
  );
}
