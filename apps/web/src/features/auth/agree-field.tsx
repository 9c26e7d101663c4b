import Checkbox from 'antd-mobile/es/components/checkbox';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../shared/i18n';
import type { Agreement } from './agreement-popup';
import type { RegisterControl } from './register-schema';

type AgreeFieldProps = { control: RegisterControl; onOpen: (agreement: Agreement) => void };

/** The agreement box, the links to the terms and the privacy policy, and the rule's message. */
export function AgreeField({ control, onOpen }: AgreeFieldProps) {
  const { t } = useTranslation();
  const agree = useController({ control, name: 'agree' });

  return (
    <>
      <div className="agree-row">
        <Checkbox
          checked={agree.field.value}
          onChange={agree.field.onChange}
          aria-label={t('register.agree_prefix')}
          style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '6px' }}
        >
          {t('register.agree_prefix')}
        </Checkbox>
        <button type="button" className="link-button" onClick={() => onOpen('terms')}>
          {t('register.terms')}
        </button>
        <span>{t('register.and')}</span>
        <button type="button" className="link-button" onClick={() => onOpen('privacy')}>
          {t('register.privacy')}
        </button>
      </div>
      {agree.fieldState.error && (
        <div className="adm-form-item-feedback-error agree-error" role="alert">
          {messageText(t, agree.fieldState.error.message)}
        </div>
      )}
    </>
  );
}
