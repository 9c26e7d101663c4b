import { zodResolver } from '@hookform/resolvers/zod';
import { ClientSeedSchema, LIMITS } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRotateCardSeed } from '../../api/cards';
import { FormCard } from '../../shared/ui/form-card';
import { FormInput } from '../../shared/ui/form-input';
import { SubmitButton } from '../../shared/ui/submit-button';

// The client seed is held to the contract's rule, with its message, before it is sent.
const SeedFormSchema = z.object({ clientSeed: ClientSeedSchema });

/**
 * The client seed, editable, and the rotation that saves it: the server seed in use is revealed
 * (its rounds become verifiable) and a new one deals from the next round.
 */
export function ClientSeedForm({ clientSeed }: { clientSeed: string }) {
  const { t } = useTranslation();
  const rotate = useRotateCardSeed();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(SeedFormSchema),
    mode: 'onTouched',
    defaultValues: { clientSeed },
  });
  const onSubmit = handleSubmit(({ clientSeed: seed }) =>
    rotate.mutate(seed, {
      onSuccess: (answer) => Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs }),
    }),
  );

  return (
    <FormCard
      className="card-seed-form"
      onSubmit={() => void onSubmit()}
      footer={
        <>
          <p className="form-hint">{t('card_page.rotate_text')}</p>
          <SubmitButton loading={rotate.isPending}>{t('card_page.rotate')}</SubmitButton>
        </>
      }
    >
      <FormInput
        control={control}
        name="clientSeed"
        label={t('card_page.client_seed')}
        maxLength={64}
        autoComplete="off"
      />
    </FormCard>
  );
}
