import { useState, type DragEvent } from 'react';
import { captionFormSchema, MAX_CAPTION_LENGTH, type Photo } from '#shared/photos.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField } from '../ui/form-field.js';
import { Input } from '../ui/input.js';
import { PhotoImg } from './photo-img.js';
import type { PhotosState } from './use-photos.js';
import { Icon } from '../ui/icon.js';

export const DRAG_TYPE = 'application/x-photo-id';

/**
 * One photo on the dashboard: its caption form, Move earlier/later (the keyboard's way to reorder; dragging is the
 * pointer's), make it the cover, delete it after a confirmation.
 */
export function PhotoTile({ photo, count, state, onDropOn }: { photo: Photo; count: number; state: PhotosState; onDropOn: (event: DragEvent, target: Photo) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const place = photo.position + 1;
  const label = photo.caption || `Photo ${place}`;
  const busy = state.update.isPending || state.remove.isPending;
  const form = useZodForm(captionFormSchema, { defaultValues: { caption: photo.caption } });
  const save = submitHandler(form, ({ caption }) => state.update.mutateAsync({ id: photo.id, change: { caption } }), 'The caption could not be saved. Please try again.');
  const move = (position: number) => state.update.mutate({ id: photo.id, change: { position } });

  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(photo.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        onDropOn(event, photo);
      }}
      aria-label={`${label}, place ${place} of ${count}${photo.isCover ? ', cover photo' : ''}`}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-3 ${dragOver ? 'border-teal-500 ring-2 ring-teal-200' : 'border-slate-200'}`}
    >
      <div className="relative">
        <PhotoImg image={photo.image} alt={label} sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw" className="aspect-[3/2] w-full rounded-lg object-cover" />
        <span className="absolute top-2 left-2 inline-flex cursor-grab items-center rounded-md bg-white/90 p-1 text-slate-600 shadow-sm" title="Drag to reorder" aria-hidden="true">
          <Icon name="grip-vertical" className="size-4"/>
        </span>
        {photo.isCover ? (
          <Badge tone="brand" icon="star" className="absolute top-2 right-2">
            Cover
          </Badge>
        ) : null}
      </div>
      <form noValidate onSubmit={save} className="space-y-2">
        <FormField control={form.control} name="caption" label={`Caption (up to ${MAX_CAPTION_LENGTH} characters)`}>
          <Input maxLength={MAX_CAPTION_LENGTH} placeholder="What does this photo show?" {...form.register('caption')} />
        </FormField>
        <FormAlert control={form.control} />
        <Button type="submit" size="sm" variant="secondary" pending={form.formState.isSubmitting} pendingText="Saving...">
          Save caption
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={busy || place === 1} onClick={() => move(photo.position - 1)} aria-label={`Move ${label} earlier`}>
          <Icon name="arrow-up" className="size-4"/>
          Earlier
        </Button>
        <Button size="sm" variant="ghost" disabled={busy || place === count} onClick={() => move(photo.position + 1)} aria-label={`Move ${label} later`}>
          <Icon name="arrow-down" className="size-4"/>
          Later
        </Button>
        {photo.isCover ? null : (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => state.update.mutate({ id: photo.id, change: { isCover: true } })} aria-label={`Make ${label} the cover`}>
            <Icon name="star" className="size-4"/>
            Make cover
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)} aria-label={`Delete ${label}`}>
          <Icon name="trash-2" className="size-4"/>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          state.remove.reset();
          setConfirming(false);
        }}
        title="Delete this photo?"
        description="It disappears from your page and listings at once. This cannot be undone."
        keepLabel="Keep it"
        confirmLabel="Delete photo"
        pendingText="Deleting..."
        pending={state.remove.isPending}
        error={state.remove.error}
        failureText="The photo could not be deleted. Please try again."
        onConfirm={() => state.remove.mutate(photo.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
