import { useState } from 'react';

/** The owner's picture, or their initials when there is none (or it fails to load). */
export function Avatar({ name, src, size = 'md' }: { name: string; src?: string; size?: 'md' | 'lg' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  const box = size === 'lg' ? 'h-14 w-14 text-lg' : 'h-8 w-8 text-xs';
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailed(src)}
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white ring-2 ring-white`}
    >
      {initials || '?'}
    </span>
  );
}
