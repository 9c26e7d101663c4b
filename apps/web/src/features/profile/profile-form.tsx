import type { UserInfo } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import DatePicker from 'antd-mobile/es/components/date-picker';
import Picker from 'antd-mobile/es/components/picker';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../shared/ui/form-card';
import { FormInput } from '../../shared/ui/form-input';
import { SubmitButton } from '../../shared/ui/submit-button';
import { dayOf } from './profile-schema';
import { PromptField } from './prompt-field';
import { useProfileForm } from './use-profile-form';

const EARLIEST_BIRTH = new Date(1900, 0, 1);

/** The fields of a profile not yet confirmed: Save keeps them, Confirm locks them. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { control, onSave, onConfirm, saving, confirming } = useProfileForm(user);

  const pickGender = async (current: string) => {
    const picked = await Picker.prompt({
      columns: [(['male', 'female'] as const).map((g) => ({ label: t(`profile.gender.${g}`), value: g }))],
      defaultValue: current ? [current] : undefined,
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    return picked?.[0] ? String(picked[0]) : null;
  };
  const pickBirthDate = async (current: string) => {
    const picked = await DatePicker.prompt({
      precision: 'day',
      min: EARLIEST_BIRTH,
      max: new Date(),
      defaultValue: current ? new Date(`${current}T00:00:00`) : new Date(1990, 0, 1),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    return picked ? dayOf(picked) : null;
  };

  return (
    <FormCard
      onSubmit={() => void onSave()}
      footer={
        <div className="profile-actions">
          <SubmitButton loading={saving}>{t('profile.save')}</SubmitButton>
          <Button block size="large" shape="rounded" loading={confirming} onClick={() => void onConfirm()}>
            {t('profile.confirm')}
          </Button>
        </div>
      }
    >
      <FormInput control={control} name="realName" label={t('profile.real_name')} autoComplete="name" />
      <PromptField
        control={control}
        name="gender"
        label={t('profile.gender')}
        prompt={pickGender}
        display={(g) => t(g === 'female' ? 'profile.gender.female' : 'profile.gender.male')}
      />
      <PromptField
        control={control}
        name="birthDate"
        label={t('profile.birth_date')}
        prompt={pickBirthDate}
        display={(d) => d}
      />
      <FormInput control={control} name="phone" label={t('profile.phone')} inputMode="tel" autoComplete="tel" />
      <FormInput control={control} name="email" label={t('profile.email')} inputMode="email" autoComplete="email" />
    </FormCard>
  );
}
