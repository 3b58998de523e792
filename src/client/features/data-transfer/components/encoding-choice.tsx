import { useId } from 'react';
import { TEXT_ENCODINGS, type TextEncoding } from '#shared/import/text-encodings.ts';
import { inputClass, labelClass } from '#client/components/ui/field.tsx';
import { i18n } from '#client/lib/i18n.ts';
import { encodingName } from './import-words';

/**
 * The encoding the file was read in, and a way to read it in another: a wrong one shows as "C�diz"
 * or "CÃ¡diz" in the rows below.
 */
export function EncodingChoice({
  encoding,
  guessed,
  onChange,
}: {
  encoding: TextEncoding;
  guessed: boolean;
  onChange: (encoding: TextEncoding) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {i18n._('Characters read as')}
      </label>
      <select
        id={id}
        value={encoding}
        onChange={(event) => onChange(event.target.value as TextEncoding)}
        className={`${inputClass} sm:max-w-96`}
        aria-describedby={`${id}-hint`}
      >
        {TEXT_ENCODINGS.map(({ value }) => (
          <option key={value} value={value}>
            {encodingName(value)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {guessed
          ? i18n._(
              'Detected {encoding} (the file does not say). If accented letters look wrong below, choose another.',
              { encoding: encodingName(encoding) },
            )
          : i18n._('The file is in {encoding}.', { encoding: encodingName(encoding) })}
      </p>
    </div>
  );
}
