import type { PaymentType } from '@app/contract';
import AlipayCircleFill from 'antd-mobile-icons/es/AlipayCircleFill';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import HandPayCircleOutline from 'antd-mobile-icons/es/HandPayCircleOutline';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
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
