import List from 'antd-mobile/es/components/list';
// Form's own styles (its index.css is form.css and form-item.css): the look of its card and rows.
import 'antd-mobile/es/components/form/index.css';
import type { ReactNode } from 'react';

type FormCardProps = {
  /** Called on submit (the button, or Enter in a field); the fields check themselves (react-hook-form). */
  onSubmit: () => void;
  /** A title above the rows, as antd-mobile's Form.Header gives. */
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A form drawn as antd-mobile's horizontal Form in card mode, with the same markup and classes,
 * without its field engine: our fields are react-hook-form's (form-input.tsx), and antd-mobile's
 * Form brought rc-field-form, async-validator and floating-ui (about 30 KB gzip) to every form
 * page, the login page included (docs/decisions.md, Web app).
 */
export function FormCard({ onSubmit, header, footer, className, children }: FormCardProps) {
  return (
    <form
      className={['adm-form', className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <List mode="card" header={header}>
        {children}
      </List>
      {footer && <div className="adm-form-footer">{footer}</div>}
    </form>
  );
}
