import { useEffect, useState, type RefObject } from 'react';

/** Far enough ahead that scrolling never shows an empty card. */
const AHEAD = '1200px';

/**
 * True once the element has come within a screen or so of the viewport, and from then on: a plan of
 * hundreds of groups draws its maps and menus only as the owner scrolls to them.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
