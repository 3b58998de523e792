import { useId, useState, type KeyboardEvent } from 'react';
import { compareTagNames, TAG_LIMITS, tagKey } from '#shared/tags.ts';
import { errorAria, errorId, inputClass } from '#client/components/ui/field.tsx';
import { CloseIcon } from '#client/components/ui/icons.tsx';
import { formMessage, i18n } from '#client/lib/i18n.ts';
import { useTags } from '#client/features/tags/public.ts';

/**
 * A place's tags in the edit form: each a chip with its Remove button; a name typed and Enter (or a
 * comma) adds it, Backspace in the empty box removes the last one. The browser suggests the owner's
 * existing tags as the name is typed; a name in another case is the existing tag.
 */
export function TagInput({
  id,
  tags,
  onChange,
  error,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const known = useTags();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const message = problem ?? error;

  const add = () => {
    const name = text.trim();
    if (!name) return;
    if (name.length > TAG_LIMITS.nameMax)
      return setProblem(i18n._('A tag is at most {max} characters', { max: TAG_LIMITS.nameMax }));
    if (tags.some((tag) => tagKey(tag) === tagKey(name))) return setText('');
    if (tags.length >= TAG_LIMITS.perPlace)
      return setProblem(i18n._('At most {max} tags per place', { max: TAG_LIMITS.perPlace }));
    const existing = known.find((tag) => tagKey(tag.name) === tagKey(name))?.name;
    onChange([...tags, existing ?? name].sort(compareTagNames));
    setText('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag; it does not submit the whole form.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const suggestions = known.filter((tag) => !tags.some((mine) => tagKey(mine) === tagKey(tag.name)));

  return (
    <div>
      {tags.length > 0 && (
        <ul aria-label={i18n._('Tags of this place')} className="mb-2 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-teal-50 py-0.5 pe-1 ps-2.5 text-sm text-teal-900 ring-1 ring-teal-200"
            >
              <span className="truncate">#{tag}</span>
              <button
                type="button"
                aria-label={i18n._('Remove tag {tag}', { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full p-0.5 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        {i18n._('Add a tag')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          list={listId}
          autoComplete="off"
          placeholder={i18n._('Add a tag, then press Enter')}
          className={inputClass}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          {...errorAria(id, message)}
        />
        <button
          type="button"
          onClick={add}
          className="rounded-lg px-3 text-sm font-semibold text-teal-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {i18n._('Add')}
        </button>
      </div>
      <datalist id={listId}>
        {suggestions.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      {message && (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {formMessage(message)}
        </p>
      )}
    </div>
  );
}
