import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PickerField as SharedPickerField, type PickerFieldProps } from '../../shared/ui/picker-field';

export type { PickerOption } from '../../shared/ui/picker-field';

/** The shared picker row, inviting a choice in the feedback form's words. */
export function PickerField<T extends FieldValues, TOut = T>(props: Omit<PickerFieldProps<T, TOut>, 'placeholder'>) {
  const { t } = useTranslation();
  return <SharedPickerField {...props} placeholder={t('feedback.pick')} />;
}
