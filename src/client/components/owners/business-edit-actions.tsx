import { Pencil, Save, X } from 'lucide-react';
import { Button } from '../ui/button.js';
import type { BusinessEditor } from './use-business-editor.js';

/** The dashboard header's Edit Business, or Save Changes (with its progress) and Cancel while editing. */
export function BusinessEditActions({ editor, onEdit }: { editor: BusinessEditor; onEdit: () => void }) {
  if (!editor.editing) {
    return (
      <Button onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
        Edit Business
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => void editor.submit()} pending={editor.saving}>
        {editor.saving ? null : <Save className="size-4" aria-hidden="true" />}
        Save Changes
      </Button>
      <Button variant="secondary" onClick={editor.cancel} disabled={editor.saving}>
        <X className="size-4" aria-hidden="true" />
        Cancel
      </Button>
    </>
  );
}
