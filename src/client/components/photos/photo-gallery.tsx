import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import type { PublicPhoto } from '#shared/photos.js';
import { useSession } from '../../lib/use-session.js';
import { photoAlt } from './photo-alt.js';
import { PhotoImg } from './photo-img.js';
import { useLightbox } from './use-lightbox.js';
import { Icon } from '../ui/icon.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

// Staff only, loaded when first opened.
const StaffRemovePhotoDialog = lazy(() => import('./staff-remove-photo-dialog.js').then((module) => ({ default: module.StaffRemovePhotoDialog })));

/**
 * The business page's photos: the cover large, the others as thumbnails; each opens the lightbox at its place.
 * Every image has its width and height, so nothing below moves while they load.
 */
export function PhotoGallery({ photos, businessId, businessName }: { photos: PublicPhoto[]; businessId: number; businessName: string }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [removing, setRemoving] = useState<number | null>(null);
  // The cover first, then the others in the owner's order.
  const ordered = [...photos.filter((photo) => photo.isCover), ...photos.filter((photo) => !photo.isCover)];
  // Staff may take any photo down from here (the photo calls admit them as they do the owner).
  const staffRemove =
    session.status === 'signed-in' && session.isStaff
      ? { label: 'Remove photo', icon: <Icon name="trash-2" className="size-4"/>, onSelect: (index: number) => setRemoving(ordered[index]!.id) }
      : undefined;
  const { opener: openerProps, lightbox } = useLightbox(
    ordered.map((photo, index) => ({ ...photo, alt: photoAlt(photo, businessName, index) })),
    `Photos of ${businessName}`,
    staffRemove,
  );
  if (photos.length === 0) return null;
  const [cover, ...rest] = ordered;

  const opener = (index: number, className: string, children: ReactNode) => (
    <a
      {...openerProps(index)}
      aria-label={`Open photo ${index + 1} of ${ordered.length}${ordered[index]!.caption ? `: ${ordered[index]!.caption}` : ''}`}
      className={`focus-ring block overflow-hidden rounded-xl bg-slate-100 ${className}`}
    >
      {children}
    </a>
  );

  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading" className="sr-only">
        Photos of {businessName}
      </h2>
      <div className={`grid gap-2 ${rest.length ? 'sm:grid-cols-[3fr_2fr]' : 'max-w-3xl'}`}>
        {opener(
          0,
          'aspect-[16/9] w-full',
          <PhotoImg image={cover!.image} alt="" sizes="(min-width: 1280px) 720px, (min-width: 640px) 60vw, 100vw" eager className="size-full object-cover" />,
        )}
        {rest.length ? (
          <ul className="grid grid-cols-4 content-start gap-2 sm:grid-cols-3" aria-label="More photos">
            {rest.map((photo, i) => (
              <li key={photo.id}>
                {opener(i + 1, 'aspect-square w-full', <PhotoImg image={photo.image} alt="" blur={false} sizes="(min-width: 1280px) 155px, (min-width: 640px) 13vw, 25vw" className="size-full object-cover" />)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {lightbox}
      {removing !== null ? (
        <Suspense fallback={null}>
          <StaffRemovePhotoDialog
            request={{ method: 'DELETE', path: apiPaths.businessPhoto(businessId, removing) }}
            refresh={() => refreshAfterWrite(queryClient, [apiPaths.business(businessId)])}
            onClose={() => setRemoving(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
