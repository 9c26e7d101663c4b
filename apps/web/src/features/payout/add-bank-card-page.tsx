import { zodResolver } from '@hookform/resolvers/zod';
import type { BankListSchema } from '@app/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAddBankCard, useBanks } from '../../api/payout';
import { useUserInfo } from '../../api/user';
import { FormInput } from '../../shared/ui/form-input';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { BankField } from './bank-field';
import { addBankFormSchema } from './payout-schemas';
import { useBound } from './use-bound';
import { SubmitButton } from '../../shared/ui/submit-button';
import { FormCard } from '../../shared/ui/form-card';
import { LoginPasswordField } from './login-password-field';

type Bank = z.infer<typeof BankListSchema>['list'][number];

export function AddBankCardPage() {
  const { t } = useTranslation();
  const banks = useBanks().data;
  const realName = useUserInfo().data?.realName;

  return (
    <Page title={t('bank_card.title')}>
      {banks && realName !== undefined ? <AddBankCardForm banks={banks} realName={realName} /> : <PageLoading />}
    </Page>
  );
}

function AddBankCardForm({ banks, realName }: { banks: Bank[]; realName: string }) {
  const { t } = useTranslation();
  const bound = useBound();
  const add = useAddBankCard();
  const schema = useMemo(() => addBankFormSchema(banks, realName), [banks, realName]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { cardholderName: realName, bankCode: '', cardNumber: '', branchAddress: '', password: '' },
  });
  const onSubmit = handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, { onSuccess: (answer) => bound(answer.msg) });
  });

  return (
    <FormCard
      onSubmit={() => void onSubmit()}
      footer={
        <>
          <p className="form-hint">{t('bank_card.hint')}</p>
          <SubmitButton loading={add.isPending}>{t('accounts.bind')}</SubmitButton>
        </>
      }
    >
      <FormInput
        control={control}
        name="cardholderName"
        label={t('bank_card.holder')}
        readOnly
        hint={t('bank_card.holder_hint')}
      />
      <BankField control={control} name="bankCode" label={t('bank_card.bank')} banks={banks} />
      <FormInput
        control={control}
        name="cardNumber"
        label={t('bank_card.number')}
        placeholder={t('bank_card.number_placeholder')}
        inputMode="numeric"
        maxLength={23}
        autoComplete="cc-number"
      />
      <FormInput
        control={control}
        name="branchAddress"
        label={t('bank_card.branch')}
        placeholder={t('bank_card.branch_placeholder')}
        maxLength={100}
      />
      <LoginPasswordField control={control} name="password" />
    </FormCard>
  );
}
