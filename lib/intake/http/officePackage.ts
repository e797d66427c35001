/**
 * What a Word package (DOCX) declares it holds, read from its content types and relationships rather than from
 * its part names, which any part can be renamed away from: code (VBA projects, their data and signatures,
 * macro-enabled main documents and templates, ActiveX controls, OLE objects) or a document Word fetches from
 * elsewhere when it opens (a template, frame or sub-document on another machine: template injection).
 */

/** Content types of parts that hold or run code. */
const ACTIVE_CONTENT_TYPE = /vbaproject|vbadata|macroenabled|activex|oleobject/;

/**
 * Relationship types (the last segment of the type's URI, so transitional and strict ones alike) that attach
 * code, whatever the part they point at is called.
 */
const ACTIVE_RELATIONSHIPS = new Set([
  'vbaproject',
  'vbaprojectsignature',
  'vbaprojectsignatureagile',
  'vbaprojectsignaturev3',
  'wordvbadata',
  'oleobject',
  'control',
  'activexcontrolbinary',
]);

/** Relationships whose external target Word opens with the document. */
const FETCHED_RELATIONSHIPS = new Set(['attachedtemplate', 'frame', 'subdocument']);

/**
 * A path on the author's own disk (`file:///C:\...`, `C:\...`): Word records the template a document was made
 * from so, and cannot reach it on another machine. Anything else (a URL, `\\server\share`, `file://server/`) it
 * would fetch.
 */
const LOCAL_PATH = /^(file:\/\/\/)?[a-z]:[\\/]/i;

const COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** Whether a part is an OLE compound file, the format of VBA projects and OLE objects, whatever it is called. */
export const isCompoundFile = (part: Buffer) => part.subarray(0, COMPOUND_FILE.length).equals(COMPOUND_FILE);

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** An attribute value as an XML parser reads it: character and entity references resolved. */
const attributeValue = (raw: string) =>
  raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] !== '#') return Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name]! : reference;
    const codePoint = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
  });

/**
 * Every start tag's attributes, names lower-cased and namespace prefixes dropped, values resolved. Quoted values
 * may hold `>`; a tag inside a comment is read too, which can only refuse more. Each pattern ends its every
 * attempt at the next `<` or space, so that no text makes it backtrack over the whole part.
 */
function tags(xml: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes = ''] of xml.matchAll(/<[^\s<>/!?]+((?:[^<>"']|"[^"]*"|'[^']*')*)>/g)) {
    const tag: Record<string, string> = {};
    for (const [, name = '', double, single] of attributes.matchAll(
      /(?<!\S)([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      tag[name.toLowerCase().replace(/^.*:/, '')] = attributeValue(double ?? single ?? '');
    }
    found.push(tag);
  }
  return found;
}

const relationshipType = (type: string) => type.toLowerCase().replace(/^.*\//, '');

/**
 * Whether a package's `[Content_Types].xml` and relationship parts (`*.rels`) declare code or a document fetched
 * when it opens. XML with a DTD counts too: the Open Packaging Conventions forbid one, and its entities could spell
 * a type this check would not see.
 */
export function declaresActiveContent(contentTypes: string, relationships: readonly string[]): boolean {
  if ([contentTypes, ...relationships].some((xml) => /<!DOCTYPE/i.test(xml))) return true;
  if (tags(contentTypes).some(({ contenttype = '' }) => ACTIVE_CONTENT_TYPE.test(contenttype.toLowerCase()))) {
    return true;
  }
  return relationships
    .flatMap(tags)
    .some(
      ({ type = '', target = '', targetmode = '' }) =>
        ACTIVE_RELATIONSHIPS.has(relationshipType(type)) ||
        (FETCHED_RELATIONSHIPS.has(relationshipType(type)) &&
          targetmode.trim().toLowerCase() === 'external' &&
          !LOCAL_PATH.test(target.trim())),
    );
}
