import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, RotateInputSchema } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRotateSeed, type RevealedSeed } from '../../api/wheel';
import { FormCard } from '../../shared/ui/form-card';
import { FormInput } from '../../shared/ui/form-input';
import { SubmitButton } from '../../shared/ui/submit-button';

// An empty field asks the server for a random client seed; a seed typed in is held to the contract's rule.
const RotateFormSchema = z.object({
  clientSeed: z
    .string()
    .transform((v) => (v.trim() === '' ? undefined : v))
    .pipe(RotateInputSchema.shape.clientSeed),
});

/** Rotates the seed: the one in use is revealed (its spins become verifiable) and a new one committed to. */
export function RotateSeedForm({ onRotated }: { onRotated: (revealed: RevealedSeed | null) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(RotateFormSchema),
    mode: 'onTouched',
    defaultValues: { clientSeed: '' },
  });
  const onSubmit = handleSubmit(({ clientSeed }) =>
    rotate.mutate(clientSeed, {
      onSuccess: (answer) => {
        onRotated(answer.revealed);
        reset();
        Toast.show({ icon: 'success', content: t('wheel.rotated'), duration: LIMITS.toastMs });
      },
    }),
  );

  return (
    <FormCard
      className="wheel-rotate"
      onSubmit={() => void onSubmit()}
      header={t('wheel.rotate')}
      footer={
        <>
          <p className="form-hint">{t('wheel.rotate_text')}</p>
          <SubmitButton loading={rotate.isPending}>{t('wheel.rotate')}</SubmitButton>
        </>
      }
    >
      <FormInput
        control={control}
        name="clientSeed"
        label={t('wheel.new_client_seed')}
        placeholder={t('wheel.client_seed_placeholder')}
        maxLength={64}
        autoComplete="off"
      />
    </FormCard>
  );
}
