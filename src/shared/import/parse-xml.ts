import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import type { kml } from '@tmcw/togeojson';
import { ImportFileError } from './fields';

export type XmlDocument = Document;
export type XmlElement = Element;
/** The same document as togeojson's types name it (xmldom's classes follow the DOM's). */
export const asDom = (doc: XmlDocument) => doc as unknown as Parameters<typeof kml>[0];

/**
 * xmldom's parser: workers have no DOMParser, and Node neither, so both sides read XML the same
 * way. A document type with its own entities is refused before parsing: entities that expand
 * into entities ("billion laughs") would fill the memory, and KML and GPX never need them. The
 * whole file is searched (a linear scan, ~0.1 s for 100 MB).
 */
export function readXml(text: string, kind: 'KML' | 'GPX'): XmlDocument {
  // The whole text, not its first part: a prolog padded with comments would hide the DOCTYPE.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>[]*\[/i.test(text))
    throw new ImportFileError(
      `This ${kind} file declares its own XML entities (<!ENTITY> in a <!DOCTYPE>), which are not read, for safety. Remove the DOCTYPE and choose the file again.`,
    );
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(
      text.replace(/^\uFEFF/, ''),
      'text/xml',
    );
    return doc;
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message.split('\n')[0]})` : '';
    throw new ImportFileError(`This file is not valid XML, so it cannot be read as ${kind}${detail}.`);
  }
}

export function rootName(doc: XmlDocument): string {
  return (doc.documentElement?.localName ?? doc.documentElement?.nodeName ?? '').toLowerCase();
}

/** The elements named so, in document order, whatever their namespace prefix. */
export function elements(parent: XmlDocument | XmlElement, name: string): XmlElement[] {
  return Array.from(parent.getElementsByTagNameNS('*', name));
}

/** The text of the first child element named so, trimmed, or undefined. */
export function childText(parent: XmlElement, name: string): string | undefined {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 1 && ((child as XmlElement).localName ?? child.nodeName) === name)
      return child.textContent?.trim() ?? '';
  }
  return undefined;
}
