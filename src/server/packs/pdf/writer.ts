import { rgb, type PDFDocument, type PDFPage, type RGB } from 'pdf-lib';
import { cleanText, type Faces, type Weight } from './fonts';

/** A4 in points, and the margins every page keeps (the footer sits in the bottom one). */
export const PAGE = { width: 595.28, height: 841.89, margin: 48, bottom: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLORS = {
  text: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.39, 0.45, 0.55),
  accent: rgb(0.06, 0.46, 0.43),
  rule: rgb(0.89, 0.91, 0.94),
};

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: RGB;
  /** Points from the left margin. */
  indent?: number;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/**
 * Lays text out down the pages of one document: it wraps at the margin, breaks a word longer than
 * the line, and starts a new page when the next line does not fit, so long notes flow on.
 */
export class PdfWriter {
  page!: PDFPage;
  /** The baseline region's top: where the next thing is drawn, from the page's bottom. */
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly faces: Faces,
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** Room left on this page above the bottom margin. */
  get room(): number {
    return this.y - PAGE.bottom;
  }

  /** A new page unless `height` points fit on this one. */
  ensure(height: number): void {
    if (this.room < height) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Draws one line of text at the baseline `y`, from `x`; returns its width. */
  drawLine(line: string, x: number, y: number, style: TextStyle): number {
    const weight = style.weight ?? 400;
    let at = x;
    for (const run of this.faces.runs(line, weight)) {
      this.page.drawText(run.text, {
        x: at,
        y,
        size: style.size,
        font: run.font,
        color: style.color ?? COLORS.text,
      });
      at += run.font.widthOfTextAtSize(run.text, style.size);
    }
    return at - x;
  }

  /** `text`'s lines at `width`: paragraphs kept, words wrapped, a word too long for a line broken. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const weight = style.weight ?? 400;
    const measure = (piece: string) => this.faces.width(piece, weight, style.size);
    const space = measure(' ');
    const lines: string[] = [];
    for (const paragraph of cleanText(text).split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const wordWidth = measure(word);
        if (line && lineWidth + space + wordWidth <= width) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        if (wordWidth <= width) {
          [line, lineWidth] = [word, wordWidth];
          continue;
        }
        // Longer than a line: broken where it reaches the margin.
        let piece = '';
        let pieceWidth = 0;
        for (const char of word) {
          const charWidth = measure(char);
          if (piece && pieceWidth + charWidth > width) {
            lines.push(piece);
            [piece, pieceWidth] = ['', 0];
          }
          piece += char;
          pieceWidth += charWidth;
        }
        [line, lineWidth] = [piece, pieceWidth];
      }
      lines.push(line);
    }
    return lines;
  }

  /** Writes `text` wrapped at the right margin from the cursor down, onto new pages as needed. */
  text(text: string, style: TextStyle): void {
    const indent = style.indent ?? 0;
    const lineHeight = style.size * (style.leading ?? 1.35);
    for (const line of this.wrap(text, style, CONTENT_WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (line) this.drawLine(line, PAGE.margin + indent, this.y + style.size * 0.28, style);
    }
  }

  /** A thin line across the content. */
  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: COLORS.rule,
    });
  }

  /** Each page's footer: the site's name and address on the left, "Page n of N" on the right. */
  footers(siteName: string, siteUrl: string): void {
    const style = { size: 8, color: COLORS.muted };
    const left = this.wrap(`${siteName} · ${siteUrl}`, style, CONTENT_WIDTH - 90)[0] ?? '';
    this.pages.forEach((page, i) => {
      this.page = page;
      const label = `Page ${i + 1} of ${this.pages.length}`;
      const y = PAGE.bottom / 2 - 4;
      this.drawLine(left, PAGE.margin, y, style);
      this.drawLine(label, PAGE.width - PAGE.margin - this.faces.width(label, 400, 8), y, style);
    });
  }
}
