import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import type { InputProps } from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { messageText } from '../i18n';

type FormInputProps<T extends FieldValues, TOut = T> = {
  /** The schema may transform the values it checks (TOut); the field edits the input. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  placeholder?: string;
  /** A hint under the field, replaced by the error when there is one. */
  hint?: ReactNode;
} & Pick<InputProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'clearable' | 'readOnly'>;

/**
 * A react-hook-form field drawn as an antd-mobile horizontal form row (same classes as
 * Form.Item), with a real <label for> so the input is named by its label, and the zod issue
 * message, a message key, shown under it.
 */
export function FormInput<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  placeholder,
  hint,
  ...input
}: FormInputProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const id = `field-${name}`;

  return (
    <List.Item
      className={`adm-form-item adm-form-item-horizontal${error ? ' adm-form-item-has-error' : ''}`}
      prefix={
        <label className="adm-form-item-label" htmlFor={id}>
          {label}
        </label>
      }
      description={
        error ? (
          <div className="adm-form-item-feedback-error" role="alert">
            {messageText(t, error)}
          </div>
        ) : (
          hint
        )
      }
    >
      <div className="adm-form-item-child adm-form-item-child-position-normal">
        <div className="adm-form-item-child-inner">
          <Input
            {...input}
            id={id}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={placeholder ?? label}
          />
        </div>
      </div>
    </List.Item>
  );
}
