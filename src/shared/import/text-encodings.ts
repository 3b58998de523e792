/** The encodings a person can choose in the preview, by the name TextDecoder knows them. */
export const TEXT_ENCODINGS = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16le', label: 'UTF-16 (little-endian)' },
  { value: 'utf-16be', label: 'UTF-16 (big-endian)' },
  { value: 'windows-1252', label: 'Windows-1252 / Latin-1 (Western Europe)' },
  { value: 'iso-8859-15', label: 'ISO-8859-15 / Latin-9 (Western Europe, €)' },
  { value: 'windows-1250', label: 'Windows-1250 (Central Europe)' },
  { value: 'windows-1251', label: 'Windows-1251 (Cyrillic)' },
  { value: 'macintosh', label: 'Mac OS Roman' },
  { value: 'shift_jis', label: 'Shift_JIS (Japanese)' },
  { value: 'gbk', label: 'GBK (Chinese)' },
] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number]['value'];

export const encodingLabel = (encoding: string) =>
  TEXT_ENCODINGS.find((e) => e.value === encoding)?.label ?? encoding;
