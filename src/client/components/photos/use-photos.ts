import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '#shared/api-paths.js';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_MESSAGES, type Photo, type PhotoListResponse, type PhotoResponse, type UpdatePhotoPayload } from '#shared/photos.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { uploadPhoto } from './upload-photo.js';

export type UploadItem = { key: string; name: string; progress: number; state: 'waiting' | 'sending' | 'processing' | 'failed'; error?: string };

const TRY_AGAIN = 'The photo could not be uploaded. Please try again.';

/** The dashboard's photos of one business: the list, the uploads in progress and every change, kept in one cache entry. */
export function usePhotos(businessId: number) {
  const path = apiPaths.businessPhotos(businessId);
  const queryClient = useQueryClient();
  const list = useApiQuery<PhotoListResponse>(path);
  const photos = list.data?.photos ?? [];
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const store = (next: Photo[]) => queryClient.setQueryData<PhotoListResponse>([path], { photos: next, limit: MAX_PHOTOS });
  const patchItem = (key: string, change: Partial<UploadItem>) => setUploads((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** Sends the chosen files one after the other; each shows its progress, and its own error if refused. */
  async function addFiles(files: File[]) {
    let room = MAX_PHOTOS - photos.length - uploads.filter((item) => item.state !== 'failed').length;
    const items = files.map((file, i): UploadItem & { file: File } => {
      const key = `${Date.now()}-${i}-${file.name}`;
      if (file.size > MAX_PHOTO_BYTES) return { key, file, name: file.name, progress: 0, state: 'failed', error: PHOTO_MESSAGES.tooLarge };
      if (room <= 0) return { key, file, name: file.name, progress: 0, state: 'failed', error: PHOTO_MESSAGES.limit };
      room -= 1;
      return { key, file, name: file.name, progress: 0, state: 'waiting' };
    });
    setUploads((current) => [...current, ...items.map(({ file: _file, ...item }) => item)]);
    for (const item of items.filter((candidate) => candidate.state === 'waiting')) {
      patchItem(item.key, { state: 'sending' });
      try {
        const answer: PhotoResponse = await uploadPhoto<PhotoResponse>(path, item.file, (fraction) =>
          patchItem(item.key, fraction >= 1 ? { progress: 1, state: 'processing' } : { progress: fraction }),
        );
        store(answer.photos);
        setUploads((current) => current.filter((candidate) => candidate.key !== item.key));
        setAnnouncement(`${item.name} added.`);
      } catch (error) {
        patchItem(item.key, { state: 'failed', error: serverMessage(error) ?? TRY_AGAIN });
      }
    }
  }

  const dismiss = (key: string) => setUploads((current) => current.filter((item) => item.key !== key));

  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdatePhotoPayload }) =>
      apiSend<PhotoResponse>('PATCH', apiPaths.businessPhoto(businessId, id), change),
    onSuccess: (answer, { change }) => {
      store(answer.photos);
      if (change.position !== undefined) setAnnouncement(`Photo moved to place ${answer.photo.position + 1} of ${answer.photos.length}.`);
      else if (change.isCover) setAnnouncement('Cover photo changed.');
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiSend<PhotoListResponse>('DELETE', apiPaths.businessPhoto(businessId, id)),
    onSuccess: (answer) => {
      store(answer.photos);
      setAnnouncement('Photo deleted.');
    },
  });

  return { list, photos, uploads, addFiles, dismiss, update, remove, announcement };
}

export type PhotosState = ReturnType<typeof usePhotos>;
