import type { PhotoImage } from '#shared/media.js';
import { PhotoFallback } from './photo-fallback.js';
import { PhotoImg } from './photo-img.js';
import { PublicPhotosContext } from './public-photos.js';

/**
 * The picture at the head of a listing card: the cover photo, or the category's placeholder. A fixed box (16:9, 4:3 beside a list entry), so
 * the card never moves when the image arrives; the results show at most two cards a row, beside the filters. A card's
 * cover is always a public listing's (server/photos/public-photos.ts), so it is addressed as a public photo.
 */
export function CardPhoto({ cover, category, eager, list }: { cover: PhotoImage | null; category?: string; eager: boolean; list: boolean }) {
  const box = `aspect-[16/9] w-full overflow-hidden rounded-xl ${list ? 'sm:aspect-[4/3] sm:w-48 sm:shrink-0' : ''}`;
  if (!cover) return <PhotoFallback category={category} className={box} />;
  return (
    <div className={`${box} bg-slate-100`}>
      <PublicPhotosContext value>
        <PhotoImg
          image={cover}
          alt=""
          sizes={list ? '(min-width: 640px) 192px, 100vw' : '(min-width: 1024px) 400px, (min-width: 640px) 45vw, 100vw'}
          eager={eager}
          blur={false}
          className="size-full object-cover"
        />
      </PublicPhotosContext>
    </div>
  );
}
