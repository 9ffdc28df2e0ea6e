import { BANNER_CLICK, BANNER_CLICKTYPES, CAROUSEL_AUTOPLAY_MS, type CenterBanner } from '@peilian/shared';
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, useT } from '../app';
import { avatarUrl } from '../lib/avatar';
import { taskPath } from '../training';
import { useCarousel } from './useCarousel';

/**
 * The first image's attributes as the DOM spells them (React 18 knows no `fetchPriority` prop): high
 * priority, and an element timing name, as the centre's largest paint (the sign-in bench reads it).
 */
const FIRST_IMAGE = { fetchpriority: 'high', elementtiming: 'centre-banner' } as Record<string, string>;

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * The training centre's carousel (spec §2.9): 8 s autoplay, looping, 20:3 images at most 288 px
 * high; a scroll-snapping track the learner swipes, with a dot per banner. A banner with click 2 opens the task `clickid` (click types 1, 2) or the page `clickurl`
 * (type 3); a third-party embedded user's host is asked to open the page instead. The title is
 * written over the image's left side, so a banner says what it opens. The first image is the
 * centre's largest paint: it loads at high priority, the others only when scrolled near.
 */
export const BannerCarousel = memo(function BannerCarousel({ banners }: { banners: CenterBanner[] }) {
  const t = useT();
  const navigate = useNavigate();
  const thirdParty = useSession((state) => state.user?.thirdparty === 1);
  const { regionRef, trackRef, index, goTo } = useCarousel(banners.length, CAROUSEL_AUTOPLAY_MS);

  const open = (banner: CenterBanner) => {
    if (banner.click !== BANNER_CLICK.trigger) return;
    if (banner.clicktype === BANNER_CLICKTYPES.url) {
      if (!isWebUrl(banner.clickurl)) return;
      if (thirdParty) window.parent.postMessage({ type: 'openUrl', url: banner.clickurl }, '*');
      else window.open(banner.clickurl, '_blank', 'noopener,noreferrer');
    } else if (banner.clickid) {
      navigate(taskPath(banner.clickid));
    }
  };

  return (
    <div ref={regionRef} className="banner-carousel" role="region" aria-label={t('learnerTraining.centre.banner')} data-testid="banner-carousel">
      <div className="banner-track" ref={trackRef}>
        {banners.map((banner, slide) => {
          const clickable = banner.click === BANNER_CLICK.trigger;
          return (
            <div
              key={banner.id}
              className={clickable ? 'banner-slide banner-clickable' : 'banner-slide'}
              role={clickable ? 'link' : undefined}
              tabIndex={clickable ? 0 : undefined}
              data-testid={`banner-${banner.id}`}
              onClick={() => open(banner)}
              onKeyDown={(event) => event.key === 'Enter' && open(banner)}
            >
              <img
                src={avatarUrl(banner.image)}
                alt=""
                draggable={false}
                loading={slide === 0 ? 'eager' : 'lazy'}
                {...(slide === 0 ? FIRST_IMAGE : undefined)}
              />
              {banner.title && <span className="banner-title">{banner.title}</span>}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="banner-dots">
          {banners.map((banner, slide) => (
            <button
              key={banner.id}
              type="button"
              className="banner-dot"
              aria-current={slide === index}
              aria-label={t('learnerTraining.centre.bannerSlide', { index: slide + 1, count: banners.length })}
              onClick={() => goTo(slide)}
            />
          ))}
        </div>
      )}
    </div>
  );
});
