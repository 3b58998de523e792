import { PDFDocument } from 'pdf-lib';
import { kitDate, kitSections, type MediaKit } from '#shared/media-kit.ts';
import { Faces } from '#server/packs/pdf/fonts.ts';
import { COLORS, CONTENT_WIDTH, PAGE, PdfWriter, type TextStyle } from '#server/packs/pdf/writer.ts';

export interface MediaKitSite {
  name: string;
  tagline: string;
  url: string;
  advertisingEmail: string;
}

const TITLE: TextStyle = { size: 24, weight: 700 };
const HEADING: TextStyle = { size: 13, weight: 700, color: COLORS.accent };
const MUTED: TextStyle = { size: 9, color: COLORS.muted };
const ROW: TextStyle = { size: 11 };
const VALUE: TextStyle = { size: 11, weight: 700 };
const ROW_HEIGHT = 17;

/**
 * The media kit as one A4 page an advertiser can forward (GET /media-kit.pdf): the same sections
 * as the page (kitSections), set with the trip PDF's faces and writer. Every line is one line: a
 * long name is cut with an ellipsis, so the kit never flows onto a second page.
 */
export async function renderMediaKitPdf(kit: MediaKit, site: MediaKitSite): Promise<Uint8Array> {
  const sections = kitSections(kit);
  const doc = await PDFDocument.create();
  doc.setTitle(`${site.name} media kit`);
  doc.setCreator(site.name);
  doc.setProducer(`${site.name} (pdf-lib)`);
  const texts = [site.name, site.tagline, site.url, site.advertisingEmail];
  for (const section of sections)
    texts.push(
      section.heading,
      section.period,
      section.empty ?? '',
      ...section.rows.flatMap((r) => [r.label, r.value]),
    );
  const writer = new PdfWriter(doc, await Faces.embed(doc, texts));
  writer.newPage();

  // One line of text, cut to `width` with an ellipsis when longer.
  const line = (text: string, style: TextStyle, x: number, width: number) => {
    const lines = writer.wrap(text.replace(/\s+/g, ' '), style, width);
    let shown = lines[0] ?? '';
    if (lines.length > 1) {
      while (shown && writer.faces.width(`${shown}…`, style.weight ?? 400, style.size) > width)
        shown = shown.slice(0, -1);
      shown += '…';
    }
    return writer.drawLine(shown, x, writer.y, style);
  };
  const next = (points: number) => (writer.y -= points);

  next(TITLE.size);
  line(`${site.name} media kit`, TITLE, PAGE.margin, CONTENT_WIDTH);
  next(18);
  line(site.tagline, { size: 11, color: COLORS.muted }, PAGE.margin, CONTENT_WIDTH);
  next(14);
  line(`${site.url} · figures as of ${kitDate(kit.asOf)}`, MUTED, PAGE.margin, CONTENT_WIDTH);
  next(14);
  writer.rule();

  const valueWidth = 200;
  for (const section of sections) {
    next(26);
    line(section.heading, HEADING, PAGE.margin, CONTENT_WIDTH);
    next(13);
    line(section.period, MUTED, PAGE.margin, CONTENT_WIDTH);
    next(4);
    if (section.rows.length === 0 && section.empty) {
      next(ROW_HEIGHT);
      line(section.empty, ROW, PAGE.margin, CONTENT_WIDTH);
    }
    for (const row of section.rows) {
      next(ROW_HEIGHT);
      line(row.label, ROW, PAGE.margin, CONTENT_WIDTH - valueWidth - 12);
      const value = writer.wrap(row.value, VALUE, valueWidth)[0] ?? '';
      writer.drawLine(
        value,
        PAGE.width - PAGE.margin - writer.faces.width(value, 700, VALUE.size),
        writer.y,
        VALUE,
      );
    }
  }
  if (sections.length === 0) {
    next(26);
    line('No figures are shown in this media kit.', ROW, PAGE.margin, CONTENT_WIDTH);
  }

  // The way to get in touch, at the foot of the page.
  writer.y = PAGE.bottom + 14;
  writer.rule();
  writer.y = PAGE.bottom - 2;
  line(`Advertising: ${site.advertisingEmail}`, { size: 10, weight: 700 }, PAGE.margin, CONTENT_WIDTH);
  return doc.save({ useObjectStreams: true });
}
