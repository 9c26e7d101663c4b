import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBulletins, useSlides } from '../../api/catalogue';
import { serverUrl } from '../../api/client';
import { SlideShow } from './slide-show';

/** The slideshow (a slide may open a page of the app) and the scrolling bulletin. */
export function HomeBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slides = useSlides().data;
  const bulletins = useBulletins().data ?? [];

  return (
    <>
      <section className="home-slides" aria-label={t('home.slides')}>
        {slides === undefined ? (
          <Skeleton animated className="home-slides-skeleton" />
        ) : slides.length > 0 ? (
          <SlideShow
            items={slides}
            keyOf={(s) => s.id}
            render={(s) => (
              <button
                type="button"
                className="home-slide"
                disabled={!s.link}
                onClick={() => s.link && navigate(s.link)}
                aria-label={s.title}
              >
                {/* The first slide is the page's largest paint: fetched before the icons below it. */}
                <img
                  src={serverUrl(s.image)}
                  alt=""
                  draggable={false}
                  fetchPriority={s === slides[0] ? 'high' : 'auto'}
                />
                <span className="home-slide-title">{s.title}</span>
              </button>
            )}
          />
        ) : null}
      </section>
      {bulletins.length > 0 && (
        <NoticeBar
          className="home-bulletin"
          icon={<SoundOutline />}
          color="info"
          speed={40}
          content={bulletins.map((b) => b.text).join('　　')}
          aria-label={t('home.bulletin')}
        />
      )}
    </>
  );
}
