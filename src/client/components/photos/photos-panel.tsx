import { useRef, type DragEvent } from 'react';
import { MAX_PHOTOS, PHOTO_ACCEPT, type Photo } from '#shared/photos.js';
import { serverMessage } from '../../lib/api.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { Notice } from '../ui/notice.js';
import { DRAG_TYPE, PhotoTile } from './photo-tile.js';
import { usePhotos, type UploadItem } from './use-photos.js';
import { Icon } from '../ui/icon.js';

/**
 * The dashboard's Photos tab: add up to MAX_PHOTOS photos (several at once, each with its progress and its own
 * error), put them in order by dragging or with the Earlier/Later buttons, choose the cover, caption, delete.
 */
export function PhotosPanel({ businessId }: { businessId: number }) {
  const state = usePhotos(businessId);
  const input = useRef<HTMLInputElement>(null);
  const { photos, uploads } = state;
  const full = photos.length >= MAX_PHOTOS;

  const onDropOn = (event: DragEvent, target: Photo) => {
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!id || id === target.id) return;
    event.preventDefault();
    state.update.mutate({ id, change: { position: target.position } });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          {photos.length} of {MAX_PHOTOS} photos. JPEG, PNG or WebP, up to 10 MB each, at least 200 pixels on the short side. The cover shows on
          your listing cards.
        </p>
        <label className={buttonClass('primary', 'md', `focus-ring-within ${full ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`)}>
          <Icon name="image-plus" className="size-4"/>
          Add photos
          <input
            ref={input}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            disabled={full}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) void state.addFiles(files);
            }}
          />
        </label>
      </div>

      {uploads.length ? (
        <ul className="space-y-2" aria-label="Uploads">
          {uploads.map((item) => (
            <UploadRow key={item.key} item={item} onDismiss={() => state.dismiss(item.key)} />
          ))}
        </ul>
      ) : null}

      {state.update.isError ? (
        <Notice tone="danger" role="alert">
          {serverMessage(state.update.error) ?? 'The change could not be saved. Please try again.'}
        </Notice>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {state.announcement}
      </p>

      {state.list.isPending ? (
        <p className="text-slate-600">Loading photos...</p>
      ) : photos.length === 0 ? (
        <EmptyState icon="images" title="No photos yet" text="Listings with photos get more visits. Add a few of your place, your team and happy pets." />
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos in gallery order">
          {photos.map((photo) => (
            <PhotoTile key={`${photo.id}-${photo.caption}`} photo={photo} count={photos.length} state={state} onDropOn={onDropOn} />
          ))}
        </ol>
      )}
    </div>
  );
}

function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  const status = item.state === 'failed' ? item.error : item.state === 'processing' ? 'Processing...' : item.state === 'waiting' ? 'Waiting...' : 'Uploading...';
  return (
    <li className={`flex items-center gap-3 rounded-lg border px-3 py-2 text-sm ${item.state === 'failed' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white'}`}>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{item.name}</span>
        <span role={item.state === 'failed' ? 'alert' : undefined} className="block">
          {status}
        </span>
      </span>
      {item.state === 'failed' ? (
        <button type="button" onClick={onDismiss} className="focus-ring rounded p-1 hover:bg-red-100" aria-label={`Dismiss ${item.name}`}>
          <Icon name="x" className="size-4"/>
        </button>
      ) : (
        <progress className="h-2 w-32 accent-teal-700" max={1} value={item.state === 'processing' ? undefined : item.progress} aria-label={`${item.name} upload progress`} />
      )}
    </li>
  );
}
