import NavBar from 'antd-mobile/es/components/nav-bar';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from '../hooks/use-back';

type PageProps = {
  title: ReactNode;
  /** Tab pages have no back arrow. */
  back?: boolean;
  right?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A screen: the custom navigation bar and a scrolling body. */
export function Page({ title, back = true, right, className, children }: PageProps) {
  const { t } = useTranslation();
  const onBack = useBack();

  return (
    <div className={['page', className].filter(Boolean).join(' ')}>
      <NavBar
        className="page-nav"
        back={back ? '' : null}
        backIcon={<LeftOutline role="img" aria-label={t('nav.back')} />}
        onBack={onBack}
        right={right}
      >
        <h1 className="page-title">{title}</h1>
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
