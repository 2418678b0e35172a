import { Icon } from '../ui/icon.js';
import { Button } from '../ui/button.js';
import type { BusinessEditor } from './use-business-editor.js';

/** The dashboard header's Edit Business, or Save Changes (with its progress) and Cancel while editing. */
export function BusinessEditActions({ editor, onEdit }: { editor: BusinessEditor; onEdit: () => void }) {
  if (!editor.editing) {
    return (
      <Button onClick={onEdit}>
        <Icon name="pencil" className="size-4" />
        Edit Business
      </Button>
    );
  }
  return <SaveOrCancel editor={editor} />;
}

/** Save Changes and Cancel: in the header, and again under the long edit form, where the owner finishes. */
export function SaveOrCancel({ editor }: { editor: BusinessEditor }) {
  return (
    <>
      <Button onClick={() => void editor.submit()} pending={editor.saving}>
        {editor.saving ? null : <Icon name="save" className="size-4" />}
        Save Changes
      </Button>
      <Button variant="secondary" onClick={editor.cancel} disabled={editor.saving}>
        <Icon name="x" className="size-4" />
        Cancel
      </Button>
    </>
  );
}
