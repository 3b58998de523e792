import { useId, useState } from 'react';
import { TAG_LIMITS } from '#shared/tags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CharacterCount, nearLimit } from '#client/components/ui/character-count.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { useTags } from '#client/features/tags/public.ts';

/**
 * The bulk bar's tag action: a tag's name (the owner's tags are suggested; a new name creates the
 * tag), then Add tag or Remove tag on every chosen place.
 */
export function BulkTagControl({
  disabled,
  onAdd,
  onRemove,
}: {
  disabled: boolean;
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const tags = useTags();
  const [name, setName] = useState('');
  const inputId = useId();
  const listId = useId();
  const countId = useId();
  // A longer name is kept and counted, never cut: the buttons wait until it is shortened.
  const near = nearLimit(name, TAG_LIMITS.nameMax);
  const tooLong = name.trim().length > TAG_LIMITS.nameMax;
  const ready = !disabled && name.trim() !== '' && !tooLong;
  const act = (run: (name: string) => void) => {
    if (!ready) return;
    run(name.trim());
    setName('');
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <label htmlFor={inputId} className="sr-only">
        {i18n._('Tag for the chosen places')}
      </label>
      <input
        id={inputId}
        list={listId}
        autoComplete="off"
        placeholder={i18n._('Tag…')}
        value={name}
        aria-invalid={tooLong || undefined}
        aria-describedby={near ? countId : undefined}
        disabled={disabled}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            act(onAdd);
          }
        }}
        className="h-8 w-36 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800 disabled:opacity-60"
      />
      {near && (
        <span id={countId} className="text-xs text-slate-600">
          <CharacterCount value={name} max={TAG_LIMITS.nameMax} />
        </span>
      )}
      <datalist id={listId}>
        {tags.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      <Button size="sm" variant="secondary" disabled={!ready} onClick={() => act(onAdd)}>
        {i18n._('Add tag')}
      </Button>
      <Button size="sm" variant="secondary" disabled={!ready} onClick={() => act(onRemove)}>
        {i18n._('Remove tag')}
      </Button>
    </div>
  );
}
