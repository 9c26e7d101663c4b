import { LIMITS, charCount } from '@app/contract';
import TextArea from 'antd-mobile/es/components/text-area';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow, type FieldProps } from '../../shared/ui/form-row';

/** The description with a live count of characters, counted as the server counts them (emoji and CJK one each). */
export function ContentField<T extends FieldValues, TOut = T>({ control, name, label }: FieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const count = charCount(value.trim());
  const outside = count < LIMITS.feedbackTextMin || count > LIMITS.feedbackTextMax;

  return (
    <FormRow label={label} error={fieldState.error?.message} vertical className="feedback-content">
      <TextArea
        aria-label={label}
        placeholder={t('feedback.content_placeholder')}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        rows={5}
        // The server refuses a longer text before counting it; the field does not take one either.
        maxLength={LIMITS.feedbackTextMaxUnits}
        autoSize={{ minRows: 5, maxRows: 10 }}
      />
      <div className={`feedback-count${outside ? ' feedback-count-outside' : ''}`} data-testid="feedback-count">
        {t('feedback.count', { count, max: LIMITS.feedbackTextMax })}
      </div>
    </FormRow>
  );
}
