// Parses a feed for the rule checks (tests and the e2e spec only): attributes as "@_name", every
// value kept as text, repeated elements always arrays. fast-xml-parser is a test-only dependency.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const ALWAYS_ARRAYS = new Set(['realty-feed.offer', 'feed.object', 'Ads.Ad', 'realty-feed.offer.image', 'feed.object.Photos.PhotoSchema', 'feed.object.Phones.PhoneSchema', 'Ads.Ad.Images.Image']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, jpath) => ALWAYS_ARRAYS.has(String(jpath)),
});

/** The parsed document; throws with the line when the text is not well-formed XML. */
export function parseFeed(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(xml) as Record<string, unknown>;
}
