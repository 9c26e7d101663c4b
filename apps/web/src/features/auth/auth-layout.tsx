import { LANGS } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { sessionStore, useSession } from '../../shared/session/session-store';
import { Page } from '../../shared/ui/page';

/** Login and register: the brand header with the site's name, then the form on a card. */
export function AuthLayout({ title, back, children }: { title: string; back: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const siteName = useSystemInfo().data?.siteName;
  // Visitors cannot reach Settings, so the language can be switched here too.
  const other = LANGS.find((l) => l !== lang) ?? lang;

  return (
    <Page
      className="auth-page"
      title={title}
      back={back}
      right={
        <button type="button" className="auth-lang" onClick={() => sessionStore.setLang(other)}>
          {t(`lang.${other}`)}
        </button>
      }
    >
      <header className="auth-brand">
        <BrandMark />
        <div className="auth-brand-name">{siteName ?? '\u00a0'}</div>
      </header>
      <section className="auth-card">{children}</section>
    </Page>
  );
}

function BrandMark() {
  return (
    <svg className="auth-brand-mark" viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="brand-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f0a020" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="rgba(255,255,255,0.14)" />
      <path
        d="M32 12l6.2 12.6 13.8 2-10 9.8 2.4 13.8L32 43.7 19.6 50.2 22 36.4l-10-9.8 13.8-2z"
        fill="url(#brand-gold)"
      />
    </svg>
  );
}
