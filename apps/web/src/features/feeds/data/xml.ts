// A small tree of XML elements that the format modules build for one offer, and its serialisation
// by fast-xml-parser's XMLBuilder, which escapes every text and attribute. No XML is ever put
// together by string concatenation: the library writes each offer, and the document's envelope.
import { XMLBuilder } from 'fast-xml-parser';

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

type BuilderValue = string | { [name: string]: BuilderValue | BuilderValue[] };

/** The element's content in XMLBuilder's object form: "@_name" attributes, "#text", children by name (repeats as arrays). */
function builderContent(element: XmlElement): BuilderValue {
  const attributes: Record<string, BuilderValue> = {};
  for (const [name, value] of Object.entries(element.attributes ?? {})) attributes[`@_${name}`] = xmlSafe(value);
  if (!element.children) {
    const text = xmlSafe(element.text ?? '');
    return element.attributes ? { ...attributes, '#text': text } : text;
  }
  const byName = new Map<string, BuilderValue[]>();
  for (const child of element.children) {
    const list = byName.get(child.name);
    if (list) list.push(builderContent(child));
    else byName.set(child.name, [builderContent(child)]);
  }
  const content: Record<string, BuilderValue | BuilderValue[]> = { ...attributes };
  for (const [name, values] of byName) content[name] = values.length === 1 ? values[0]! : values;
  return content;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: true, processEntities: true });

/** One element and its descendants as XML text, escaped by the library. */
export function serializeElement(element: XmlElement): string {
  return builder.build({ [element.name]: builderContent(element) });
}

/** An element name no format uses: the place of the offers in the envelope. */
const OFFERS_PLACE = 'novostroy-offers-go-here';

/**
 * The document around the offers, split where they go: the declaration, the root element with its
 * attributes and the header elements, then the root's end.
 */
export function serializeEnvelope(root: { name: string; attributes?: Record<string, string> }, header: XmlElement[]): { head: string; tail: string } {
  const document = builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root.name]: builderContent({ name: root.name, attributes: root.attributes, children: [...header, { name: OFFERS_PLACE, text: '' }] }),
  });
  const [head, tail, ...rest] = document.split(new RegExp(`[ \t]*<${OFFERS_PLACE}/>\n?`));
  if (head === undefined || tail === undefined || rest.length > 0) throw new Error(`the ${root.name} envelope has no single place for the offers`);
  return { head, tail };
}

/** "2026-11-25T04:07:28+00:00": the date format the three sites document. */
export const feedDate = (date: Date): string => `${date.toISOString().slice(0, 19)}+00:00`;

/** Areas and other decimals with a dot and at most two places: 56.4, 7.25. */
export const decimal = (value: number): string => String(Math.round(value * 100) / 100);
