import type { BankCard, CryptoAddress } from '@app/contract';
import CheckList from 'antd-mobile/es/components/check-list';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import ReceivePaymentOutline from 'antd-mobile-icons/es/ReceivePaymentOutline';
import { UsableFrom } from '../../shared/ui/usable-from';

type AccountChoiceProps = {
  accounts: (BankCard | CryptoAddress)[];
  value: number | undefined;
  onChange: (id: number) => void;
};

/** The bound payout accounts of the chosen method; one is picked. */
export function AccountChoice({ accounts, value, onChange }: AccountChoiceProps) {
  return (
    <CheckList
      mode="card"
      className="account-choice"
      value={value === undefined ? [] : [value]}
      onChange={(picked) => {
        const id = picked[0];
        if (typeof id === 'number') onChange(id);
      }}
    >
      {accounts.map((a) =>
        a.kind === 'bank' ? (
          <CheckList.Item
            key={a.id}
            value={a.id}
            prefix={<BankcardOutline />}
            description={
              <>
                {a.cardNumberMasked}
                <UsableFrom at={a.usableFrom} />
              </>
            }
          >
            {a.bankName}
          </CheckList.Item>
        ) : (
          <CheckList.Item
            key={a.id}
            value={a.id}
            prefix={<ReceivePaymentOutline />}
            description={
              <>
                <span className="mono">{a.addressMasked}</span>
                <UsableFrom at={a.usableFrom} />
              </>
            }
          >
            {`${a.alias} · ${a.coin} ${a.protocol}`}
          </CheckList.Item>
        ),
      )}
    </CheckList>
  );
}
