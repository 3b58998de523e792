import { LIMITS } from '#shared/location.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorAria, errorId, inputClass } from '#client/components/ui/field.tsx';
import { PlusIcon } from '#client/components/ui/icons.tsx';
import { formatNumber, formMessage, i18n } from '#client/lib/i18n.ts';
import { moveItem, ReorderButtons } from './reorder-buttons';

/**
 * Every video link of a place, in the order the modal plays them: each editable, movable and
 * removable, and one more added with Add video link. Empty links are dropped on save. The count is
 * shown against the limit before it is reached.
 */
export function VideoLinkList({
  id,
  videos,
  onChange,
  error,
}: {
  id: string;
  videos: readonly string[];
  onChange: (videos: string[]) => void;
  error?: string;
}) {
  // An empty place still offers one input to type its first link into.
  const shown = videos.length > 0 ? videos : [''];
  const full = shown.length >= LIMITS.videosMax;
  const set = (index: number, url: string) => onChange(shown.map((v, i) => (i === index ? url : v)));

  return (
    <div>
      <ul aria-label={i18n._('Videos to save')} className="space-y-2">
        {shown.map((url, index) => (
          // By position: typing edits the link in place, and a move carries the focus itself.
          <li key={index} className="flex items-center gap-1">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {i18n._('Video link {number}', { number: index + 1 })}
            </label>
            <input
              id={`${id}-${index}`}
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => set(index, event.target.value)}
              placeholder="https://www.youtube.com/watch?v=…"
              {...errorAria(id, error)}
              className={inputClass}
            />
            {shown.length > 1 && (
              <ReorderButtons
                index={index}
                count={shown.length}
                what={i18n._('video {number}', { number: index + 1 })}
                onMove={(from, to) => onChange(moveItem(shown, from, to))}
                onRemove={() => onChange(shown.filter((_, i) => i !== index))}
              />
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {formMessage(error)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => {
            onChange([...shown, '']);
            requestAnimationFrame(() => document.getElementById(`${id}-${shown.length}`)?.focus());
          }}
        >
          <PlusIcon size={16} />
          {i18n._('Add video link')}
        </Button>
        <p className="text-xs text-slate-600">
          {full
            ? i18n._('{count} of {max} videos: remove one to add another.', {
                count: formatNumber(LIMITS.videosMax),
                max: formatNumber(LIMITS.videosMax),
              })
            : i18n._('{count} of {max} videos. Leave a link empty to remove it.', {
                count: formatNumber(videos.filter((v) => v.trim()).length),
                max: formatNumber(LIMITS.videosMax),
              })}
        </p>
      </div>
    </div>
  );
}
