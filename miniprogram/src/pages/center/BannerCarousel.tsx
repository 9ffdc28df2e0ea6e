import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { CAROUSEL_AUTOPLAY_MS, type CenterBanner } from '@peilian/shared'
import { assetUrl } from '../../lib/config'

interface BannerCarouselProps {
  banners: CenterBanner[]
  onTap(banner: CenterBanner): void
}

/** The banner carousel (spec §2.9): 8 s autoplay, looping, 20:3 images across the page, each titled over its left side. */
export function BannerCarousel({ banners, onTap }: BannerCarouselProps) {
  if (banners.length === 0) return null
  return (
    <Swiper
      id="banners"
      className="banners"
      autoplay={banners.length > 1}
      interval={CAROUSEL_AUTOPLAY_MS}
      circular
      indicatorDots={banners.length > 1}
      indicatorActiveColor="#ffffff"
    >
      {banners.map((banner) => (
        <SwiperItem key={banner.id}>
          <View id={`banner-${banner.id}`} className="banners__item" onClick={() => onTap(banner)}>
            <Image id={`banner-image-${banner.id}`} className="banners__image" src={assetUrl(banner.image) ?? ''} mode="aspectFill" />
            {banner.title && (
              <Text id={`banner-title-${banner.id}`} className="banners__title">
                {banner.title}
              </Text>
            )}
          </View>
        </SwiperItem>
      ))}
    </Swiper>
  )
}
