import { forwardRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorId, inputClass, labelClass } from '../../../components/ui/field';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons';

/**
 * Photo links: a URL input with Add (Enter adds too), trimmed, empty values and duplicates ignored,
 * and each added photo removable. The text typed but not yet added belongs to the form's draft
 * (`pending`), so a save adds it instead of dropping it.
 */
export const PhotoUrlList = forwardRef<
  HTMLInputElement,
  {
    id: string;
    photos: readonly string[];
    onChange: (photos: string[]) => void;
    pending: string;
    onPendingChange: (text: string) => void;
    error?: string;
  }
>(function PhotoUrlList({ id, photos, onChange, pending: draft, onPendingChange: setDraft, error }, ref) {
  const add = () => {
    const url = draft.trim();
    if (url && !photos.includes(url)) onChange([...photos, url]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the photo instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Photo URL
      </label>
      <div className="flex gap-2">
        <input
          ref={ref}
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          className={inputClass}
        />
        <Button variant="secondary" onClick={add} aria-label="Add photo">
          <PlusIcon size={16} />
          Add
        </Button>
      </div>
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Photos to save">
          {photos.map((url, index) => (
            <li
              key={url}
              className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-1.5 pr-2"
            >
              <img
                src={url}
                alt=""
                loading="lazy"
                className="h-10 w-14 shrink-0 rounded-lg bg-slate-200 object-cover"
                onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
              />
              <span className="min-w-0 flex-1 truncate text-xs text-slate-700" title={url}>
                {url}
              </span>
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p !== url))}
                aria-label={`Remove photo ${index + 1}`}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
