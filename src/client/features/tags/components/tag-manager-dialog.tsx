import { useId, useState } from 'react';
import { TAG_LIMITS, type Tag } from '#shared/tags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormAlert, inputClass } from '#client/components/ui/field.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { toast } from '#client/components/ui/toast.tsx';
import { ApiError } from '#client/lib/api.ts';
import { reasonsOf } from '#client/lib/form-errors.ts';
import { formatNumber, formMessage, i18n } from '#client/lib/i18n.ts';
import { isOne } from '#client/lib/intl.ts';
import { useTagChange, useTags, type TagChange } from '../api/tags';

const places = (count: number) =>
  isOne(count)
    ? i18n._('{count} place', { count: formatNumber(count) })
    : i18n._('{count} places', { count: formatNumber(count) });

/** What the owner is doing to one tag. */
type Editing = { id: number; mode: 'rename' | 'merge' } | null;

/**
 * The owner's tags (from the account menu): each with its count, renamed, merged into another or
 * deleted (after a confirmation). A new tag is created here or by typing it on a place.
 */
export function TagManagerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const tags = useTags(open);
  const change = useTagChange();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const newId = useId();

  const run = (what: TagChange, done: string) => {
    setError(null);
    change.mutate(what, {
      onSuccess: () => {
        setEditing(null);
        if (what.kind === 'create') setNewName('');
        toast.success(done);
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError
            ? reasonsOf(failure).map(formMessage).join(' ')
            : i18n._('The tags could not be changed. Please try again.'),
        ),
    });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Tags')} size="md">
      <form
        className="mb-4 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(
            { kind: 'create', name: newName },
            i18n._('Created the tag "{name}"', { name: newName.trim() }),
          );
        }}
      >
        <div className="flex-1">
          <label htmlFor={newId} className="mb-1 block text-sm font-medium text-slate-800">
            {i18n._('New tag')}
          </label>
          <input
            id={newId}
            className={inputClass}
            value={newName}
            aria-describedby={nearLimit(newName, TAG_LIMITS.nameMax) ? `${newId}-count` : undefined}
            onChange={(event) => setNewName(event.target.value)}
          />
          <NameCount id={`${newId}-count`} name={newName} />
        </div>
        <Button type="submit" disabled={change.isPending}>
          {i18n._('Create')}
        </Button>
      </form>
      {error && <FormAlert>{error}</FormAlert>}
      {tags.length === 0 ? (
        <p className="text-sm text-slate-600">
          {i18n._('No tags yet. Add one to a place, or create one above.')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={i18n._('Your tags')}>
          {tags.map((tag) => (
            <li key={tag.id} className="py-2">
              {editing?.id === tag.id ? (
                <TagEditor
                  tag={tag}
                  mode={editing.mode}
                  others={tags.filter((other) => other.id !== tag.id)}
                  busy={change.isPending}
                  onCancel={() => {
                    setEditing(null);
                    setError(null);
                  }}
                  onRename={(name) =>
                    run(
                      { kind: 'rename', id: tag.id, name },
                      i18n._('Renamed the tag to "{name}"', { name: name.trim() }),
                    )
                  }
                  onMerge={(into) =>
                    run(
                      { kind: 'merge', id: tag.id, into: into.id },
                      i18n._('Merged "{name}" into "{into}"', { name: tag.name, into: into.name }),
                    )
                  }
                />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                    #{tag.name}
                  </span>
                  <span className="text-xs text-slate-600 tabular-nums">{places(tag.count)}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing({ id: tag.id, mode: 'rename' })}
                  >
                    {i18n._('Rename')}
                    <span className="sr-only"> {tag.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={tags.length < 2}
                    onClick={() => setEditing({ id: tag.id, mode: 'merge' })}
                  >
                    {i18n._('Merge')}
                    <span className="sr-only"> {tag.name}</span>
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setDeleting(tag)}>
                    {i18n._('Delete')}
                    <span className="sr-only"> {tag.name}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={i18n._('Delete this tag?')}
        confirmLabel={i18n._('Delete tag')}
        danger
        onConfirm={() =>
          deleting &&
          run(
            { kind: 'delete', id: deleting.id },
            i18n._('Deleted the tag "{name}"', { name: deleting.name }),
          )
        }
      >
        {deleting && (
          <p className="text-sm text-slate-700">
            {isOne(deleting.count)
              ? i18n._(
                  '“{name}” will be removed from {count} place. The places themselves stay as they are.',
                  {
                    name: deleting.name,
                    count: formatNumber(deleting.count),
                  },
                )
              : i18n._(
                  '“{name}” will be removed from {count} places. The places themselves stay as they are.',
                  {
                    name: deleting.name,
                    count: formatNumber(deleting.count),
                  },
                )}
          </p>
        )}
      </ConfirmDialog>
    </Modal>
  );
}

function TagEditor({
  tag,
  mode,
  others,
  busy,
  onCancel,
  onRename,
  onMerge,
}: {
  tag: Tag;
  mode: 'rename' | 'merge';
  others: Tag[];
  busy: boolean;
  onCancel: () => void;
  onRename: (name: string) => void;
  onMerge: (into: Tag) => void;
}) {
  const [name, setName] = useState(tag.name);
  const [into, setInto] = useState(others[0]?.id ?? 0);
  const fieldId = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (mode === 'rename') onRename(name);
        else {
          const target = others.find((other) => other.id === into);
          if (target) onMerge(target);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Escape leaves this tag's editor, not the whole dialog.
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
          {mode === 'rename'
            ? i18n._('New name for "{name}"', { name: tag.name })
            : i18n._('Merge "{name}" into', { name: tag.name })}
        </label>
        {mode === 'rename' ? (
          <>
            <input
              id={fieldId}
              className={inputClass}
              value={name}
              autoFocus
              aria-describedby={nearLimit(name, TAG_LIMITS.nameMax) ? `${fieldId}-count` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <NameCount id={`${fieldId}-count`} name={name} />
          </>
        ) : (
          <select
            id={fieldId}
            className={inputClass}
            value={into}
            autoFocus
            onChange={(event) => setInto(Number(event.target.value))}
          >
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        {mode === 'rename' ? i18n._('Save name') : i18n._('Merge')}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
        {i18n._('Cancel')}
      </Button>
    </form>
  );
}

/** A tag's name is counted near its limit and refused past it by the server: never cut. */
function NameCount({ id, name }: { id: string; name: string }) {
  if (!nearLimit(name, TAG_LIMITS.nameMax)) return null;
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      <CharacterCount value={name} max={TAG_LIMITS.nameMax} />
    </p>
  );
}
