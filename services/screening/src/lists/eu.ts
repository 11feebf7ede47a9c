import { partialDate, yearRange } from '../dates.ts';
import { ListFormatError, type ListEntity, type ParsedList } from '../types.ts';
import { attr, finishEntity, firstNode, hashFiles, nodes, readXml, textOf, type XmlNode } from './common.ts';

/** EU Financial Sanctions Files (FSF) XML 1.1: export/sanctionEntity with nameAlias, birthdate, citizenship, ... */
const file = 'eu_fsf.xml';

const country = (node: XmlNode): string => {
  const iso = attr(node, 'countryIso2Code');
  return iso && iso !== '00' ? iso : attr(node, 'countryDescription') === 'UNKNOWN' ? '' : attr(node, 'countryDescription');
};

const wholeName = (alias: XmlNode): string =>
  attr(alias, 'wholeName') || ['firstName', 'middleName', 'lastName'].map((k) => attr(alias, k)).filter(Boolean).join(' ');

const birthDates = (entity: XmlNode): string[] =>
  nodes(entity, 'birthdate').flatMap((b) => {
    const year = Number(attr(b, 'year'));
    if (year) {
      const d = partialDate(year, Number(attr(b, 'monthOfYear')) || undefined, Number(attr(b, 'dayOfMonth')) || undefined);
      return d ? [d] : [];
    }
    const from = Number(attr(b, 'yearRangeFrom'));
    const to = Number(attr(b, 'yearRangeTo'));
    return from && to ? yearRange(from, to) : [];
  });

const identifiers = (entity: XmlNode): ListEntity['identifiers'] =>
  nodes(entity, 'identification').flatMap((i) => {
    const value = attr(i, 'number') || attr(i, 'latinNumber');
    if (!value) return [];
    const type = attr(i, 'identificationTypeDescription') || attr(i, 'identificationTypeCode') || 'Identification';
    const c = country(i);
    return [c ? { type, value, country: c } : { type, value }];
  });

const addresses = (entity: XmlNode): string[] =>
  nodes(entity, 'address').map((a) =>
    ['street', 'poBox', 'city', 'zipCode', 'region', 'place', 'countryDescription']
      .map((k) => attr(a, k))
      .filter((v) => v && v !== 'UNKNOWN')
      .join(', '),
  );

export const parseEuXml = (xml: Uint8Array): ParsedList => {
  const root = firstNode(readXml(xml, file), 'export');
  if (!root) throw new ListFormatError(file, 'no export element: not an EU FSF XML file');
  const entities = nodes(root, 'sanctionEntity').map((e, i) => {
    const id = attr(e, 'logicalId');
    if (!id) throw new ListFormatError(file, `sanctionEntity ${i + 1} has no logicalId`);
    const aliases = nodes(e, 'nameAlias').filter((a) => wholeName(a) !== '');
    // The file has no primary-name flag: the first English or language-neutral alias is taken as the name.
    const primary = aliases.find((a) => ['', 'EN'].includes(attr(a, 'nameLanguage'))) ?? aliases[0];
    if (!primary) throw new ListFormatError(file, `sanctionEntity ${id} has no nameAlias`);
    const code = attr(firstNode(e, 'subjectType'), 'code');
    return finishEntity({
      source: 'EU',
      sourceId: id,
      kind: code === 'person' ? 'PERSON' : code === 'enterprise' ? 'ORGANIZATION' : 'UNKNOWN',
      name: wholeName(primary),
      aliases: aliases.filter((a) => a !== primary).map((a) => ({ name: wholeName(a), weak: attr(a, 'strong') === 'false' })),
      birthDates: birthDates(e),
      nationalities: nodes(e, 'citizenship').map(country),
      identifiers: identifiers(e),
      addresses: addresses(e),
      programs: nodes(e, 'regulation').map((r) => attr(r, 'programme')),
      remarks: [attr(e, 'euReferenceNumber'), ...nodes(e, 'remark').map(textOf)]
        .filter(Boolean)
        .join('; '),
    });
  });
  return {
    source: 'EU',
    dataset: 'fsf',
    publishedAt: attr(root, 'generationDate') || null,
    fileHash: hashFiles([xml]),
    files: [file],
    entities,
  };
};
