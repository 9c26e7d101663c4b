import { LIMITS } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import './copy-button.css';

/** Copies with the Clipboard API where the page may use it, otherwise through a hidden text field. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const done = document.execCommand('copy');
  field.remove();
  return done;
}

/** A small "Copy" link beside an account number, address or order number. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="link-button copy-button"
      onClick={async () => {
        const done = await copyText(text);
        Toast.show({ content: t(done ? 'copy.done' : 'copy.failed'), duration: LIMITS.toastMs });
      }}
    >
      {t('copy.action')}
    </button>
  );
}
