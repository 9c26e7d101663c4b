import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../i18n';

/** What every react-hook-form field takes; the schema may transform the values it checks (TOut), the field edits the input. */
export type FieldProps<T extends FieldValues, TOut = T> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
};

type FormRowProps = {
  label: string;
  /** The zod issue, a message key, shown under the row with role="alert". */
  error?: string;
  /** Vertical rows put the label above the value (text areas, uploads); the rest beside it, like Form.Item. */
  vertical?: boolean;
  /** Added to the row's classes. */
  className?: string;
  onClick?: () => void;
  children: ReactNode;
};

/** An antd-mobile form row (the classes of Form.Item) for fields react-hook-form drives rather than Form. */
export function FormRow({ label, error, vertical, className, onClick, children }: FormRowProps) {
  const { t } = useTranslation();
  const classes = [
    vertical ? '' : 'adm-form-item adm-form-item-horizontal',
    className,
    error && 'adm-form-item-has-error',
  ];
  const labelNode = <span className="adm-form-item-label">{label}</span>;

  return (
    <List.Item
      className={classes.filter(Boolean).join(' ')}
      prefix={vertical ? undefined : labelNode}
      title={vertical ? labelNode : undefined}
      description={
        error ? (
          <div className="adm-form-item-feedback-error" role="alert">
            {messageText(t, error)}
          </div>
        ) : undefined
      }
      onClick={onClick}
    >
      {children}
    </List.Item>
  );
}
