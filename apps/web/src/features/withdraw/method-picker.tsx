import { WITHDRAW_METHODS, type BankCard, type CryptoAddress, type WithdrawMethod } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { AccountChoice } from './account-choice';

/** Bank card or USDT. */
export function MethodPicker({ value, onChange }: { value: WithdrawMethod; onChange: (m: WithdrawMethod) => void }) {
  const { t } = useTranslation();
  return (
    <List mode="card" header={t('withdrawal.method')}>
      <List.Item>
        <Selector
          columns={2}
          options={WITHDRAW_METHODS.map((m) => ({ label: t(`withdraw.method.${m}`), value: m }))}
          value={[value]}
          onChange={(picked) => {
            const next = picked[0];
            if (next && next !== value) onChange(next);
          }}
        />
      </List.Item>
    </List>
  );
}

type PayoutAccountProps = {
  method: WithdrawMethod;
  /** The member's accounts of that method. */
  accounts: (BankCard | CryptoAddress)[];
  value: number | undefined;
  onChange: (id: number) => void;
};

/** The account paid to, or, with none of the method bound, a way to bind one first. */
export function PayoutAccount({ method, accounts, value, onChange }: PayoutAccountProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (accounts.length === 0) {
    return (
      <List mode="card" header={t('withdrawal.account')}>
        <div className="bind-first" role="alert">
          <p>{t('withdraw.bind_first')}</p>
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            size="small"
            onClick={() => navigate(method === 'bank' ? ROUTES.addBankCard : ROUTES.addUSDT)}
          >
            {t(method === 'bank' ? 'accounts.add_bank' : 'accounts.add_usdt')}
          </Button>
        </div>
      </List>
    );
  }
  return (
    <>
      <div className="section-title">{t('withdrawal.account')}</div>
      <AccountChoice accounts={accounts} value={value} onChange={onChange} />
    </>
  );
}
