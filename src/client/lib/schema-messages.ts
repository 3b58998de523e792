/**
 * The English messages a form receives as text: the shared schemas' (src/shared/*-schema.ts, from
 * the form's own check or in the server's `fields`) and the form helpers'. Listed here for lingui
 * extract, and translated when shown (`formMessage`, which Field calls). A message the shared code
 * fills with values is listed with placeholders: `{max}` and `{min}` are numbers (written the page's
 * way), `{link}` a link as typed, and `{message}` or `{reason}` another message of this list.
 */
const MESSAGES = [
  // forms-schema.ts: the contact, waitlist and suggestion forms.
  /*i18n*/ 'Name is required',
  /*i18n*/ 'Email is required',
  /*i18n*/ 'Subject is required',
  /*i18n*/ 'Message is required',
  /*i18n*/ 'Place name is required',
  /*i18n*/ 'Name is at most {max} characters',
  /*i18n*/ 'Email is at most {max} characters',
  /*i18n*/ 'Subject is at most {max} characters',
  /*i18n*/ 'Message is at most {max} characters',
  /*i18n*/ 'Place name is at most {max} characters',
  /*i18n*/ 'Location is at most {max} characters',
  /*i18n*/ 'Reason is at most {max} characters',
  /*i18n*/ 'Your name is at most {max} characters',
  /*i18n*/ 'Enter a valid email address',
  /*i18n*/ 'Choose one of the listed message types',
  /*i18n*/ 'Not accepted',
  /*i18n*/ 'Must be plain text (no NUL or broken characters)',
  // location-schema.ts: the Add Location form and a place's edit form.
  /*i18n*/ 'Type is required',
  /*i18n*/ 'Type is at most {max} characters',
  /*i18n*/ 'Type must be a known type or a custom slug (lowercase letters, digits and dashes)',
  /*i18n*/ 'Status must be visited, planned or wishlist',
  /*i18n*/ 'Category is at most {max} characters',
  /*i18n*/ 'Address is at most {max} characters',
  /*i18n*/ 'State is at most {max} characters',
  /*i18n*/ 'Country is at most {max} characters',
  /*i18n*/ 'Caption is at most {max} characters',
  /*i18n*/ 'Alt text is at most {max} characters',
  /*i18n*/ 'Latitude must be a number',
  /*i18n*/ 'Latitude must be between -90 and 90',
  /*i18n*/ 'Longitude must be a number',
  /*i18n*/ 'Longitude must be between -180 and 180',
  /*i18n*/ 'Notes are at most {max} characters',
  /*i18n*/ 'Private notes are at most {max} characters',
  /*i18n*/ 'At most {max} photos',
  /*i18n*/ 'At most {max} videos',
  /*i18n*/ 'Links are at most {max} characters',
  /*i18n*/ 'Must be an absolute http(s) link',
  /*i18n*/ 'Must be an absolute http(s) link or an uploaded photo',
  /*i18n*/ 'Use the date format YYYY-MM-DD',
  /*i18n*/ 'Not a real date',
  /*i18n*/ 'A tag needs a name',
  /*i18n*/ 'A tag is at most {max} characters',
  /*i18n*/ 'At most {max} tags per place',
  // auth-schema.ts and passkey-schema.ts: the owner's profile and passkey dialogs.
  /*i18n*/ 'Password is required',
  /*i18n*/ 'Password is too long',
  /*i18n*/ 'The new password needs at least {min} characters',
  /*i18n*/ 'The new password is too long',
  /*i18n*/ 'Enter your password',
  /*i18n*/ 'Name the passkey',
  /*i18n*/ "A passkey's name is at most {max} characters",
  /*i18n*/ 'A name cannot hold control characters',
  // The place forms' own words (add-location-values.ts, link-field-errors.ts, pending-photo.ts,
  // use-detail-edit.ts).
  /*i18n*/ 'Please fill in all required fields',
  /*i18n*/ 'Please enter valid coordinates',
  /*i18n*/ 'Please check the highlighted fields',
  /*i18n*/ 'Latitude is required',
  /*i18n*/ 'Longitude is required',
  /*i18n*/ 'Latitude is a number between -90 and 90',
  /*i18n*/ 'Longitude is a number between -180 and 180',
  /*i18n*/ 'Photo link “{link}” was refused: {message}',
  /*i18n*/ 'Video link “{link}” was refused: {message}',
  /*i18n*/ 'Photo link “{link}” is not added: {reason}. Fix it or clear the field.',
  /*i18n*/ 'it is not a link',
  /*i18n*/ 'Photos are still uploading: wait until they are done (or remove them), then save.',
  /*i18n*/ 'Still finding the country and state of the new coordinates: save again in a moment.',
  /*i18n*/ 'Failed to update location: {reason}',
  /*i18n*/ 'please try again.',
  // The visitors' forms' own words (form-failure.ts, use-waitlist-form.ts) and api.ts's failures.
  /*i18n*/ 'Please check the highlighted fields.',
  /*i18n*/ 'Please check your email address.',
  /*i18n*/ 'Something went wrong. Please try again.',
  /*i18n*/ '{message} What you typed is still here.',
  /*i18n*/ 'Could not reach the server. Check your connection and try again.',
  /*i18n*/ 'The server answered {status}. Please try again.',
  /*i18n*/ 'The upload failed. Please try again.',
] as const;

/** Values that name another message, translated in turn. */
const NESTED = new Set(['message', 'reason']);
const NUMBER = /^\d{1,3}(?:,?\d{3})*$/;

/** The plain messages, and a pattern for each message with values. */
const EXACT = new Set<string>(MESSAGES.filter((id) => !id.includes('{')));
const TEMPLATES = MESSAGES.filter((id) => id.includes('{')).map((id) => {
  const names: string[] = [];
  const source = id
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return NESTED.has(part) ? '(.+)' : '(.+?)';
    })
    .join('');
  return { id, pattern: new RegExp(`^${source}$`, 's'), names };
});

/** The listed message an English text was written from, with its values; undefined if none. */
export function listedMessage(text: string): { id: string; values?: Record<string, string> } | undefined {
  if (EXACT.has(text)) return { id: text };
  for (const { id, pattern, names } of TEMPLATES) {
    const found = pattern.exec(text);
    if (found) return { id, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * A form's message in the page's language, on a page with a catalogue (`formMessage` in i18n.ts,
 * which hands over its translation and number format): a listed English message translated (its
 * numbers written the page's way, a message inside it translated too); any other text (the server's
 * own messages, already in the page's language, or a form's translated words) as it is.
 */
export function formTranslator(
  translate: (id: string, values?: Record<string, string>) => string,
  formatNumber: (value: number) => string,
): (text: string) => string {
  const translated = (text: string): string => {
    const listed = listedMessage(text);
    if (!listed) return text;
    if (!listed.values) return translate(listed.id);
    const values = Object.fromEntries(
      Object.entries(listed.values).map(([name, value]) => [
        name,
        NESTED.has(name)
          ? translated(value)
          : NUMBER.test(value)
            ? formatNumber(Number(value.replaceAll(',', '')))
            : value,
      ]),
    );
    return translate(listed.id, values);
  };
  return translated;
}
