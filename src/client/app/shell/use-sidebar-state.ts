import { useCallback, useState } from 'react';

import { COLLAPSED_KEY, SECTIONS_KEY } from '../layout';

export { COLLAPSED_KEY, SECTIONS_KEY };

export type SectionKey = 'overview' | 'countries' | 'states' | 'types' | 'tags' | 'status';
export type CollapsedSections = Record<SectionKey, boolean>;

/** Sections start collapsed; a section's content shows when its flag is false. */
const DEFAULT_SECTIONS: CollapsedSections = {
  overview: true,
  countries: true,
  states: true,
  types: true,
  tags: true,
  status: true,
};

function read<T>(key: string, parse: (value: unknown) => T, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : parse(JSON.parse(raw));
  } catch {
    // Storage may be blocked or hold something unreadable; the defaults still work.
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage: the sidebar still works for this visit.
  }
}

const parseCollapsed = (value: unknown) => (typeof value === 'boolean' ? value : true);

function parseSections(value: unknown): CollapsedSections {
  const sections = { ...DEFAULT_SECTIONS };
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(sections) as SectionKey[]) {
      const flag = (value as Record<string, unknown>)[key];
      if (typeof flag === 'boolean') sections[key] = flag;
    }
  }
  return sections;
}

/** The sidebar's collapsed flag and each section's, kept in local storage across visits. */
export function useSidebarState() {
  const [collapsed, setCollapsedState] = useState(() => read(COLLAPSED_KEY, parseCollapsed, true));
  const [sections, setSections] = useState(() => read(SECTIONS_KEY, parseSections, DEFAULT_SECTIONS));

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    write(COLLAPSED_KEY, next);
  }, []);

  const setSection = useCallback((key: SectionKey, collapsedFlag: boolean) => {
    setSections((current) => {
      const next = { ...current, [key]: collapsedFlag };
      write(SECTIONS_KEY, next);
      return next;
    });
  }, []);

  return { collapsed, setCollapsed, sections, setSection };
}
