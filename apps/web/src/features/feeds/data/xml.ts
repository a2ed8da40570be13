// A small tree of XML elements that the format modules build for one offer, and the writer that
// hands it to xmlbuilder2's callback builder (createCB), which escapes every text and attribute
// and emits the chunks as it goes. No XML is ever put together by string concatenation.
import type { XMLBuilderCB } from 'xmlbuilder2/lib/interfaces';

export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  /** Text content; ignored when `children` is given. */
  text?: string;
  children?: XmlElement[];
}

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/FFFF): dropped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const xmlSafe = (text: string): string => text.replace(NOT_XML, '');

type Value = string | number | boolean | null | undefined;

/** An element with text; null and undefined values give no element (an optional field left out). */
export function el(name: string, value: Value, attributes?: Record<string, string>): XmlElement[] {
  if (value === null || value === undefined) return [];
  return [{ name, text: String(value), ...(attributes ? { attributes } : {}) }];
}

/** An element with children (left out when none of them was given). */
export function group(name: string, children: XmlElement[], attributes?: Record<string, string>): XmlElement[] {
  return children.length === 0 && !attributes ? [] : [{ name, children, ...(attributes ? { attributes } : {}) }];
}

/** Writes one element and its descendants through the callback builder, then closes it. */
export function writeElement(xml: XMLBuilderCB, element: XmlElement): void {
  const attributes = element.attributes
    ? Object.fromEntries(Object.entries(element.attributes).map(([name, value]) => [name, xmlSafe(value)]))
    : undefined;
  xml.ele(element.name, attributes);
  if (element.children) for (const child of element.children) writeElement(xml, child);
  else if (element.text !== undefined) xml.txt(xmlSafe(element.text));
  xml.up();
}

/** "2026-11-25T04:07:28+00:00": the date format the three sites document. */
export const feedDate = (date: Date): string => `${date.toISOString().slice(0, 19)}+00:00`;

/** Areas and other decimals with a dot and at most two places: 56.4, 7.25. */
export const decimal = (value: number): string => String(Math.round(value * 100) / 100);
