// The XML of the feeds: the format modules build each offer as ltx elements (ltx, the XML element
// library of xmpp.js), and ltx writes them, escaping every text and attribute. No XML is ever put
// together by string concatenation: only the fixed declaration line and the line breaks between
// offers are written as they are. Why ltx and not fast-xml-parser's builder: docs/feeds.md
// ("Why ltx"), which matters at 100,000 units.
import { Element } from 'ltx';

export type XmlElement = Element;

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/FFFF): dropped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether the text may hold one of them: any control character or surrogate (a quick test before the exact one). */
const MAYBE_NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export const xmlSafe = (text: string): string => (MAYBE_NOT_XML.test(text) ? text.replace(NOT_XML, '') : text);

/** The XML declaration every document starts with (no data in it, so nothing to escape). */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

type Value = string | number | boolean | null | undefined;

function element(name: string, attributes: Record<string, string> | undefined): Element {
  if (!attributes) return new Element(name);
  const safe: Record<string, string> = {};
  for (const key in attributes) safe[key] = xmlSafe(attributes[key]!);
  return new Element(name, safe);
}

/** An element with text; null and undefined values give no element (an optional field left out). */
export function el(name: string, value: Value, attributes?: Record<string, string>): XmlElement[] {
  if (value === null || value === undefined) return [];
  const text = typeof value === 'string' ? xmlSafe(value) : String(value);
  const leaf = element(name, attributes);
  if (text !== '') leaf.t(text);
  return [leaf];
}

/** An element with these children (an offer: always written). */
export function node(name: string, children: XmlElement[], attributes?: Record<string, string>): XmlElement {
  const parent = element(name, attributes);
  for (const child of children) parent.cnode(child);
  return parent;
}

/** An element with children (left out when none of them was given). */
export function group(name: string, children: XmlElement[], attributes?: Record<string, string>): XmlElement[] {
  return children.length === 0 && !attributes ? [] : [node(name, children, attributes)];
}

/**
 * One element and its descendants as XML text, escaped by the library. An offer is written as one
 * such string: cheaper than the library's some 250 pieces passed on one by one (docs/feeds.md).
 */
export function serializeElement(node: XmlElement): string {
  return node.toString();
}

/**
 * Elements that are the same in every offer of one key (a complex's address, the seller of one
 * generation), built once per key and put into each of its offers: ltx writes a shared child like
 * any other, and nothing changes an element once built.
 */
export function sharedPerKey<K extends object>(build: (key: K) => XmlElement[]): (key: K) => XmlElement[] {
  const built = new WeakMap<K, XmlElement[]>();
  return (key) => {
    let elements = built.get(key);
    if (!elements) {
      elements = build(key);
      built.set(key, elements);
    }
    return elements;
  };
}

/** An element name no format uses: the place of the offers in the envelope. */
const OFFERS_PLACE = 'novostroy-offers-go-here';

/**
 * The document around the offers, split where they go: the declaration, the root element with its
 * attributes and the header elements, then the root's end. Each part ends a line, so the offers,
 * one per line, sit between them.
 */
export function serializeEnvelope(root: { name: string; attributes?: Record<string, string> }, header: XmlElement[]): { head: string; tail: string } {
  const document = node(root.name, [...header, new Element(OFFERS_PLACE)], root.attributes);
  const [head, tail, ...rest] = serializeElement(document).split(`<${OFFERS_PLACE}/>`);
  if (head === undefined || tail === undefined || rest.length > 0) throw new Error(`the ${root.name} envelope has no single place for the offers`);
  return { head: `${XML_DECLARATION}${head}\n`, tail: `${tail}\n` };
}

/** "2026-11-25T04:07:28+00:00": the date format the three sites document. */
export const feedDate = (date: Date): string => `${date.toISOString().slice(0, 19)}+00:00`;

/** Areas and other decimals with a dot and at most two places: 56.4, 7.25. */
export const decimal = (value: number): string => String(Math.round(value * 100) / 100);
