/** The languages whose country names an import understands, besides English. */
const LANGUAGES = ['fr', 'de', 'es', 'pt', 'it'] as const;

let englishByLocalName: Map<string, string> | undefined;

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Built on first use from the runtime's own region names: no table of ours to keep. */
function table(): Map<string, string> {
  if (englishByLocalName) return englishByLocalName;
  englishByLocalName = new Map();
  if (typeof Intl.DisplayNames !== 'function') return englishByLocalName;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const local = LANGUAGES.map(
    (language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }),
  );
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (!name) continue;
      for (const names of local) {
        const localName = names.of(code);
        if (localName && !englishByLocalName.has(fold(localName)))
          englishByLocalName.set(fold(localName), name);
      }
    }
  return englishByLocalName;
}

/** "Deutschland" → "Germany", "España" → "Spain"; other names (English ones too) as given. */
export function englishCountryName(name: string): string {
  return table().get(fold(name)) ?? name;
}
