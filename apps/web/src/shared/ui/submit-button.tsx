import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/** The one submit button of a form; antd-mobile also disables it while `loading`, so a double tap sends once. */
export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button block type="submit" color="primary" size="large" shape="rounded" loading={loading} disabled={disabled}>
      {children}
    </Button>
  );
}
