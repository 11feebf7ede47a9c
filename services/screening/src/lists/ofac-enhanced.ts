import { unzipSync } from 'fflate';
import { partialDate, yearRange } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { attr, childText, finishEntity, firstNode, hashFiles, nodes, readXml, textOf, type XmlNode } from './common.ts';

/** OFAC ENHANCED_XML (SDN_ENHANCED.ZIP / CONS_ENHANCED.ZIP, or the XML inside): sanctionsData/entities/entity. */
const file = 'ENHANCED.XML';

const kinds: Record<string, EntityKind> = { Individual: 'PERSON', Entity: 'ORGANIZATION', Vessel: 'VESSEL', Aircraft: 'AIRCRAFT' };

const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const xmlFromZip = (zip: Uint8Array): { name: string; xml: Uint8Array } => {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch (error) {
    throw new ListFormatError('ENHANCED.ZIP', `broken zip archive (${(error as Error).message})`);
  }
  const name = Object.keys(entries).find((n) => /\.xml$/i.test(n));
  if (!name) throw new ListFormatError('ENHANCED.ZIP', 'no XML file in the archive');
  return { name, xml: entries[name] as Uint8Array };
};

/** A date feature: the exact day, a whole year, or a range of years. */
const dateOf = (valueDate: XmlNode | undefined): string[] => {
  const from = childText(valueDate, 'fromDateBegin');
  const to = childText(valueDate, 'toDateEnd') || from;
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  if (!fy || !ty) return [];
  if (from === to) return [partialDate(fy, fm, fd)].filter((d): d is string => d !== undefined);
  if (fy === ty && fm === 1 && fd === 1 && tm === 12 && td === 31) return [String(fy)];
  if (fy === ty && fm === tm) return [partialDate(fy, fm)].filter((d): d is string => d !== undefined);
  return yearRange(fy, ty);
};

const latinName = (name: XmlNode): { primary: string; others: string[] } => {
  const translations = nodes(firstNode(name, 'translations'), 'translation');
  const full = (t: XmlNode): string =>
    childText(t, 'formattedFullName') || [childText(t, 'formattedFirstName'), childText(t, 'formattedLastName')].filter(Boolean).join(' ');
  const primary = translations.find((t) => childText(t, 'isPrimary') === 'true') ?? translations[0];
  return { primary: primary ? full(primary) : '', others: translations.filter((t) => t !== primary).map(full) };
};

export const parseOfacEnhancedXml = (zipOrXml: Uint8Array, source?: 'OFAC' | 'OFAC_NONSDN'): ParsedList => {
  const { name, xml } = isZip(zipOrXml) ? xmlFromZip(zipOrXml) : { name: file, xml: zipOrXml };
  const root = firstNode(readXml(xml, name), 'sanctionsData');
  if (!root) throw new ListFormatError(name, 'no sanctionsData element: not an OFAC enhanced XML file');
  const info = firstNode(root, 'publicationInfo');
  const listNames = nodes(firstNode(firstNode(info, 'filters'), 'sanctionsLists'), 'sanctionsList').map(textOf);
  const resolvedSource = source ?? (listNames.includes('SDN List') ? 'OFAC' : 'OFAC_NONSDN');
  const countries = new Map<string, string>();
  for (const ref of nodes(firstNode(root, 'referenceValues'), 'referenceValue')) {
    if (childText(ref, 'type') === 'COUNTRY') countries.set(attr(ref, 'refId'), childText(ref, 'isoCode') || childText(ref, 'value'));
  }
  const countryOf = (node: XmlNode | undefined): string => countries.get(attr(node, 'refId')) ?? textOf(node);

  const entities = nodes(firstNode(root, 'entities'), 'entity').map((e, i): ListEntity => {
    const id = attr(e, 'id');
    if (!id) throw new ListFormatError(name, `entity ${i + 1} has no id`);
    const names = nodes(firstNode(e, 'names'), 'name');
    const primaryName = names.find((n) => childText(n, 'isPrimary') === 'true') ?? names[0];
    const primary = primaryName ? latinName(primaryName) : undefined;
    if (!primary?.primary) throw new ListFormatError(name, `entity ${id} has no name`);
    const features = nodes(firstNode(e, 'features'), 'feature');
    const feature = (pattern: RegExp): XmlNode[] => features.filter((f) => pattern.test(childText(f, 'type')));
    return finishEntity({
      source: resolvedSource,
      sourceId: id,
      kind: kinds[childText(firstNode(e, 'generalInfo'), 'entityType')] ?? 'UNKNOWN',
      name: primary.primary,
      aliases: [
        ...primary.others.map((n) => ({ name: n })),
        ...names
          .filter((n) => n !== primaryName)
          .flatMap((n) => {
            const weak = childText(n, 'isLowQuality') === 'true';
            const { primary: p, others } = latinName(n);
            return [p, ...others].map((a) => ({ name: a, weak }));
          }),
      ],
      birthDates: feature(/^Birthdate$/).flatMap((f) => dateOf(firstNode(f, 'valueDate'))),
      nationalities: feature(/^(Nationality Country|Citizenship Country|Nationality of Registration)$/).map(
        (f) => countries.get(childText(f, 'valueRefId')) ?? childText(f, 'value'),
      ),
      identifiers: [
        ...nodes(firstNode(e, 'identityDocuments'), 'identityDocument').map((d) => {
          const country = countryOf(firstNode(d, 'issuingCountry'));
          const doc = { type: childText(d, 'type'), value: childText(d, 'documentNumber') };
          return country ? { ...doc, country } : doc;
        }),
        ...feature(/^(SWIFT\/BIC|Vessel IMO|IMO|MMSI|ISIN)/).map((f) => ({ type: childText(f, 'type'), value: childText(f, 'value') })),
      ],
      addresses: nodes(firstNode(e, 'addresses'), 'address').map((a) => {
        const parts = nodes(firstNode(a, 'translations'), 'translation').flatMap((t) =>
          nodes(firstNode(t, 'addressParts'), 'addressPart').map((p) => childText(p, 'value')),
        );
        return [...parts, countryOf(firstNode(a, 'country'))].filter(Boolean).join(', ');
      }),
      programs: nodes(firstNode(e, 'sanctionsPrograms'), 'sanctionsProgram').map(textOf),
      remarks: childText(e, 'remarks'),
    });
  });
  return {
    source: resolvedSource,
    // The same publication as the CSV set of the source, so that selectLatestLists keeps only one of them.
    dataset: resolvedSource === 'OFAC' ? 'sdn' : 'consolidated',
    publishedAt: childText(info, 'dataAsOf') || null,
    fileHash: hashFiles([zipOrXml]),
    files: [name],
    entities,
  };
};
