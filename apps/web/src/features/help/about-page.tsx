import { LIMITS } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { Page } from '../../shared/ui/page';
import './help.css';

/**
 * /pages/mine/about: the site's name and service e-mail (common/getSystemInfo), this app's version
 * (the contract's), the licence and responsible-play statements, and the way to customer service.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const system = useSystemInfo().data;
  const site = system?.siteName ?? '';

  return (
    <Page title={t('content.about.title')} className="about-page">
      <header className="about-head">
        <h2 className="about-site">{site}</h2>
        <p className="about-version" data-testid="about-version">
          {t('content.about.version')}{' '}
          {t('content.about.version_value', { version: LIMITS.appVersion, code: LIMITS.appVersionCode })}
        </p>
      </header>
      <section className="about-section" aria-labelledby="about-licence">
        <h3 id="about-licence">{t('content.about.licence_title')}</h3>
        <p>{t('content.about.licence', { site })}</p>
      </section>
      <section className="about-section" aria-labelledby="about-responsible">
        <h3 id="about-responsible">{t('content.about.responsible_title')}</h3>
        <p>{t('content.about.responsible')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => navigate(ROUTES.responsible)}>
          {t('content.about.responsible_link')}
        </Button>
      </section>
      <section className="about-section" aria-labelledby="about-contact">
        <h3 id="about-contact">{t('content.about.contact_title')}</h3>
        <p>{t('content.about.contact')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => navigate(ROUTES.service)}>
          {t('content.about.contact_link')}
        </Button>
      </section>
      {system?.serviceEmail && (
        <List mode="card">
          <List.Item
            description={<a href={`mailto:${system.serviceEmail}`}>{system.serviceEmail}</a>}
            extra={<CopyButton text={system.serviceEmail} />}
            arrowIcon={false}
          >
            {t('content.about.email')}
          </List.Item>
        </List>
      )}
    </Page>
  );
}
