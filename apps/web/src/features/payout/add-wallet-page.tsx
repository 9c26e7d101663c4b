import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddWalletAccount } from '../../api/payout';
import { useUserInfo } from '../../api/user';
import { FormInput } from '../../shared/ui/form-input';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { addWalletFormSchema } from './payout-schemas';
import { useBound } from './use-bound';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';
import { LoginPasswordField } from './login-password-field';

export function AddWalletPage() {
  const { t } = useTranslation();
  const realName = useUserInfo().data?.realName;
  return (
    <Page title={t('wallet_account.title')}>
      {realName === undefined ? <PageLoading /> : <AddWalletForm realName={realName} />}
    </Page>
  );
}

function AddWalletForm({ realName }: { realName: string }) {
  const { t } = useTranslation();
  const bound = useBound();
  const add = useAddWalletAccount();
  const schema = useMemo(() => addWalletFormSchema(realName), [realName]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { realName, alias: '', walletAddress: '', password: '' },
  });
  const onSubmit = handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, { onSuccess: (answer) => bound(answer.msg) });
  });

  return (
    <FormCard
      onSubmit={() => void onSubmit()}
      footer={<SubmitButton loading={add.isPending}>{t('accounts.bind')}</SubmitButton>}
    >
      <FormInput
        control={control}
        name="realName"
        label={t('wallet_account.real_name')}
        readOnly
        hint={t('bank_card.holder_hint')}
      />
      <FormInput
        control={control}
        name="alias"
        label={t('usdt.alias')}
        placeholder={t('usdt.alias_placeholder')}
        maxLength={20}
      />
      <FormInput
        control={control}
        name="walletAddress"
        label={t('wallet_account.address')}
        placeholder={t('wallet_account.address_placeholder')}
        maxLength={100}
        autoComplete="off"
      />
      <LoginPasswordField control={control} name="password" />
    </FormCard>
  );
}
