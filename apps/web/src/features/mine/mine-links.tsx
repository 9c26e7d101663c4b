import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import MailOutline from 'antd-mobile-icons/es/MailOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import PieOutline from 'antd-mobile-icons/es/PieOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadMessages } from '../../api/unread-counts';
import { useClaimableCount } from '../../api/rewards';
import { useUnreadNotices } from '../../api/security';
import { ROUTES } from '../../shared/routes';

/**
 * The member's pages: the rewards centre (with a badge of what can be taken now), accounts and records,
 * then settings on a card of its own.
 */
export function MineLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claimable = useClaimableCount();
  // Unread security notices (features/security) show on the way to them: settings, then its security entry.
  const unreadNotices = useUnreadNotices().data ?? 0;
  const unreadMessages = useUnreadMessages();

  return (
    <>
      <List mode="card" className="mine-links">
        <List.Item
          prefix={<GiftOutline />}
          extra={claimable > 0 ? <Badge content={claimable} /> : null}
          onClick={() => navigate(ROUTES.welfare)}
        >
          {t('welfare.entry')}
        </List.Item>
        <List.Item prefix={<PayCircleOutline />} onClick={() => navigate(ROUTES.interest)}>
          {t('interest.entry')}
        </List.Item>
        <List.Item prefix={<CouponOutline />} onClick={() => navigate(ROUTES.bonuses)}>
          {t('promotion.bonuses')}
        </List.Item>
        <List.Item prefix={<PieOutline />} onClick={() => navigate(ROUTES.wheel)}>
          {t('wheel.entry')}
        </List.Item>
        <List.Item prefix={<TruckOutline />} onClick={() => navigate(ROUTES.redemptionRecord)}>
          {t('wheel.awards_title')}
        </List.Item>
        <List.Item prefix={<UserAddOutline />} onClick={() => navigate(ROUTES.invite)}>
          {t('invite.title')}
        </List.Item>
        <List.Item prefix={<BankcardOutline />} onClick={() => navigate(ROUTES.accountManagement)}>
          {t('mine.accounts')}
        </List.Item>
        <List.Item prefix={<CheckShieldOutline />} onClick={() => navigate(ROUTES.certificate)}>
          {t('identity.title')}
        </List.Item>
        <List.Item prefix={<BillOutline />} onClick={() => navigate(ROUTES.transactionRecord)}>
          {t('mine.records')}
        </List.Item>
        <List.Item prefix={<UnorderedListOutline />} onClick={() => navigate(ROUTES.transactionHistory)}>
          {t('mine.money_log')}
        </List.Item>
        <List.Item prefix={<ReceivePaymentOutline />} onClick={() => navigate(ROUTES.collect)}>
          {t('collect.entry')}
        </List.Item>
        <List.Item prefix={<FileOutline />} onClick={() => navigate(ROUTES.betRecord)}>
          {t('bet_record.title')}
        </List.Item>
        <List.Item prefix={<ClockCircleOutline />} onClick={() => navigate(ROUTES.responsible)}>
          {t('responsible.page.title')}
        </List.Item>
      </List>

      <List mode="card" className="mine-links">
        <List.Item
          prefix={<MailOutline />}
          extra={unreadMessages > 0 ? <Badge content={unreadMessages} aria-label={t('messages.unread')} /> : null}
          onClick={() => navigate(ROUTES.notify)}
        >
          {t('messages.title')}
        </List.Item>
        <List.Item
          prefix={<SetOutline />}
          extra={unreadNotices > 0 ? <Badge content={unreadNotices} /> : null}
          onClick={() => navigate(ROUTES.set)}
        >
          {t('mine.settings')}
        </List.Item>
      </List>
    </>
  );
}
