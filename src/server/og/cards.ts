import type { ReactElement } from 'react';
import { BRAND } from '#shared/routes.ts';
import { SHARING_IMAGE_SIZE } from '#shared/place-head.ts';
import { STATUS_COLORS } from '#shared/status.ts';

/**
 * The sharing images as satori element trees: plain `{ type, props }` objects, no React on the
 * server. Every visitor-supplied text is a string child, so satori lays it out as text: markup in
 * a name is shown as its characters, never parsed.
 */

type Style = Record<string, string | number>;
type Child = ReactElement | string;

export function el(type: string, style: Style, ...children: Child[]): ReactElement {
  return { type, key: null, props: { style, children } };
}

const img = (src: string, width: number, height: number): ReactElement => ({
  type: 'img',
  key: null,
  props: { src, width, height, style: { width, height, objectFit: 'cover', flexShrink: 0 } },
});

const { width: WIDTH, height: HEIGHT } = SHARING_IMAGE_SIZE;
/** The left part of a place's image: its cover photo or the map around it. */
export const VISUAL_WIDTH = 520;
/** The most characters of a text laid out: beyond it nothing would show anyway (clamped below). */
const MAX_TEXT = 300;
const INK = '#0f172a';
const MUTED = '#475569';
const FONT = 'Inter, Noto Sans Arabic, Noto Sans Hebrew';

const cut = (text: string) => {
  const chars = [...text];
  return chars.length > MAX_TEXT ? `${chars.slice(0, MAX_TEXT).join('')}…` : text;
};

/** Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana). */
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** Whether a text reads right to left: its first letter does (the Unicode bidi rule's first strong character). */
export const readsRightToLeft = (text: string) => RTL_LETTER.test(/\p{L}/u.exec(text)?.[0] ?? '');

interface TextStyle {
  fontSize: number;
  lineHeight: number;
  color: string;
  fontWeight?: number;
}

/**
 * At most `lines` lines, the last one ending in an ellipsis when the text goes on. Satori shapes
 * each right-to-left word but lays words out left to right: such a text is set word by word in a
 * reversed, wrapping row instead, clipped to its lines.
 */
function clamped(text: string, lines: number, style: TextStyle, extra: Style = {}): ReactElement {
  const shown = cut(text);
  if (!readsRightToLeft(shown)) {
    return el(
      'div',
      { display: 'block', lineClamp: lines, overflow: 'hidden', wordBreak: 'break-word', ...style, ...extra },
      shown,
    );
  }
  const words = shown.split(/\s+/).filter(Boolean);
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'row-reverse',
      flexWrap: 'wrap',
      columnGap: Math.round(style.fontSize * 0.24),
      maxHeight: Math.floor(lines * style.fontSize * style.lineHeight),
      overflow: 'hidden',
      ...style,
      ...extra,
    },
    ...words.map((word) => el('div', { display: 'flex', maxWidth: '100%', wordBreak: 'break-all' }, word)),
  );
}

/** Long names get a smaller size, so that more of them fits in the three lines. */
function nameSize(name: string): number {
  const length = [...name].length;
  return length <= 24 ? 72 : length <= 48 ? 60 : 50;
}

function brandMark(color: string): ReactElement {
  return el(
    'div',
    { display: 'flex', alignItems: 'center', gap: 14 },
    el('div', { width: 26, height: 26, borderRadius: 13, background: color, display: 'flex' }),
    el('div', { fontSize: 34, fontWeight: 700, color: INK, letterSpacing: -0.5 }, BRAND),
  );
}

export interface PlaceCard {
  name: string;
  statusLabel: string;
  statusColor: string;
  type: string;
  where: string;
  /** A data URL of the cover photo or the map, VISUAL_WIDTH × HEIGHT. */
  visual: string;
}

export function placeCard(card: PlaceCard): ReactElement {
  const pill = el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      gap: 12,
      padding: '8px 22px 8px 16px',
      borderRadius: 999,
      background: `${card.statusColor}22`,
      color: INK,
      fontSize: 28,
      fontWeight: 700,
    },
    el('div', { width: 20, height: 20, borderRadius: 10, background: card.statusColor, display: 'flex' }),
    card.statusLabel,
  );
  const text = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      padding: '52px 56px 48px',
      background: '#ffffff',
    },
    el(
      'div',
      { display: 'flex', alignItems: 'center', gap: 18, maxWidth: '100%' },
      pill,
      clamped(card.type, 1, { fontSize: 26, lineHeight: 1.2, color: MUTED }, { flexShrink: 1 }),
    ),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 18 },
      clamped(card.name, 3, { fontSize: nameSize(card.name), fontWeight: 700, color: INK, lineHeight: 1.1 }),
      clamped(card.where, 2, { fontSize: 30, color: MUTED, lineHeight: 1.3 }),
    ),
    brandMark(card.statusColor),
  );
  return el(
    'div',
    { display: 'flex', width: WIDTH, height: HEIGHT, fontFamily: FONT, position: 'relative' },
    img(card.visual, VISUAL_WIDTH, HEIGHT),
    text,
    el('div', {
      position: 'absolute',
      left: 0,
      bottom: 0,
      width: WIDTH,
      height: 12,
      background: card.statusColor,
      display: 'flex',
    }),
  );
}

export interface StatsFigure {
  label: string;
  /** A count, or a figure as the copy writes it ("1,500+"). */
  value: number | string;
  color: string;
}

const figureTile = ({ label, value, color }: StatsFigure) =>
  el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      padding: '24px 32px',
      borderRadius: 20,
      background: 'rgba(255,255,255,0.07)',
      borderLeft: `10px solid ${color}`,
    },
    el(
      'div',
      { fontSize: 76, fontWeight: 700, color: '#ffffff', lineHeight: 1 },
      typeof value === 'number' ? value.toLocaleString('en-US') : value,
    ),
    el('div', { fontSize: 30, color: '#cbd5e1', marginTop: 10 }, label),
  );

/** The statistics' image (and the site's): the brand and its line, then the figures two by two. */
export function statsCard(figures: readonly StatsFigure[], line = 'My travels in numbers'): ReactElement {
  const rows: StatsFigure[][] = [];
  for (let i = 0; i < figures.length; i += 2) rows.push(figures.slice(i, i + 2));
  const inner = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      padding: '52px 64px 60px',
    },
    el(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
      el(
        'div',
        { display: 'flex', alignItems: 'center', gap: 18 },
        el('div', {
          width: 34,
          height: 34,
          borderRadius: 17,
          background: STATUS_COLORS.visited,
          display: 'flex',
        }),
        el('div', { fontSize: 52, fontWeight: 700, color: '#ffffff', letterSpacing: -0.5 }, BRAND),
      ),
      el('div', { fontSize: 32, color: '#94a3b8' }, line),
    ),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 28 },
      ...rows.map((row) => el('div', { display: 'flex', gap: 28 }, ...row.map(figureTile))),
    ),
  );
  return el(
    'div',
    { display: 'flex', width: WIDTH, height: HEIGHT, background: INK, fontFamily: FONT },
    inner,
  );
}
