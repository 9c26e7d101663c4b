import { zodResolver } from '@hookform/resolvers/zod';
import { AddCryptoInputSchema, CRYPTO_PROTOCOLS } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddCryptoAddress } from '../../api/payout';
import { FormInput } from '../../shared/ui/form-input';
import { Page } from '../../shared/ui/page';
import { useBound } from './use-bound';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';
import { LoginPasswordField } from './login-password-field';

/** A USDT address: checked in the browser by the contract's checksum rules (base58check, EIP-55). */
export function AddUsdtPage() {
  const { t } = useTranslation();
  const bound = useBound();
  const add = useAddCryptoAddress();
  const { control, handleSubmit, trigger, getFieldState } = useForm({
    resolver: zodResolver(AddCryptoInputSchema),
    mode: 'onTouched',
    defaultValues: { alias: '', coin: 'USDT' as const, protocol: 'TRC20' as const, address: '', password: '' },
  });
  const protocol = useController({ control, name: 'protocol' }).field;
  const onSubmit = handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, { onSuccess: (answer) => bound(answer.msg) });
  });

  return (
    <Page title={t('usdt.title')}>
      <FormCard
        onSubmit={() => void onSubmit()}
        footer={<SubmitButton loading={add.isPending}>{t('accounts.bind')}</SubmitButton>}
      >
        <FormInput
          control={control}
          name="alias"
          label={t('usdt.alias')}
          placeholder={t('usdt.alias_placeholder')}
          maxLength={20}
        />
        <List.Item
          className="adm-form-item adm-form-item-horizontal"
          prefix={<span className="adm-form-item-label">{t('usdt.coin')}</span>}
        >
          USDT
        </List.Item>
        <List.Item
          className="adm-form-item adm-form-item-horizontal"
          prefix={<span className="adm-form-item-label">{t('usdt.protocol')}</span>}
        >
          <Selector
            columns={2}
            aria-label={t('usdt.protocol')}
            options={CRYPTO_PROTOCOLS.map((p) => ({ label: p, value: p }))}
            value={[protocol.value]}
            onChange={(picked) => {
              if (!picked[0]) return;
              protocol.onChange(picked[0]);
              // The address rule depends on the protocol: check it again if it was already looked at.
              if (getFieldState('address').isTouched) void trigger('address');
            }}
          />
        </List.Item>
        <FormInput
          control={control}
          name="address"
          label={t('usdt.address')}
          placeholder={t(protocol.value === 'TRC20' ? 'usdt.address_trc20' : 'usdt.address_erc20')}
          maxLength={100}
          autoComplete="off"
        />
        <LoginPasswordField control={control} name="password" />
      </FormCard>
    </Page>
  );
}
