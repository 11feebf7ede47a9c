import { parseLooseDate, yearRange } from '../dates.ts';
import { ListFormatError, type ListEntity, type ParsedList } from '../types.ts';
import { attr, childText, childTexts, finishEntity, firstNode, hashFiles, nodes, readXml, type XmlNode } from './common.ts';

/** UN Security Council consolidated list (consolidated.xml): INDIVIDUALS/INDIVIDUAL and ENTITIES/ENTITY. */
const file = 'consolidated.xml';

const values = (node: XmlNode, name: string): string[] => nodes(node, name).flatMap((n) => childTexts(n, 'VALUE'));

const birthDates = (node: XmlNode): string[] =>
  nodes(node, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap((d) => {
    const date = childText(d, 'DATE');
    if (date) return parseLooseDate(date);
    const year = childText(d, 'YEAR');
    if (year) return parseLooseDate(year);
    const from = childText(d, 'FROM_YEAR');
    const to = childText(d, 'TO_YEAR');
    if (from && to) return yearRange(Number(from), Number(to));
    return parseLooseDate(childText(d, 'NOTE'));
  });

const addresses = (node: XmlNode, element: string): string[] =>
  nodes(node, element).map((a) =>
    ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY'].map((k) => childText(a, k)).filter(Boolean).join(', '),
  );

const aliases = (node: XmlNode, element: string): ListEntity['aliases'] => [
  ...nodes(node, element).map((a) => ({ name: childText(a, 'ALIAS_NAME'), weak: childText(a, 'QUALITY') === 'Low' })),
  ...childTexts(node, 'NAME_ORIGINAL_SCRIPT').map((name) => ({ name })),
];

const documents = (node: XmlNode): ListEntity['identifiers'] =>
  nodes(node, 'INDIVIDUAL_DOCUMENT')
    .map((d) => ({
      type: childText(d, 'TYPE_OF_DOCUMENT') || childText(d, 'TYPE_OF_DOCUMENT2') || 'Document',
      value: childText(d, 'NUMBER'),
      country: childText(d, 'ISSUING_COUNTRY') || childText(d, 'COUNTRY_OF_ISSUE') || undefined,
    }))
    .filter((d) => d.value !== '')
    .map((d) => (d.country ? d : { type: d.type, value: d.value }));

const common = (node: XmlNode, index: number, kind: 'PERSON' | 'ORGANIZATION'): ListEntity => {
  const id = childText(node, 'DATAID');
  if (!/^\d+$/.test(id)) throw new ListFormatError(file, `${kind === 'PERSON' ? 'INDIVIDUAL' : 'ENTITY'} ${index + 1} has no DATAID`);
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((k) => childText(node, k)).filter(Boolean).join(' ');
  if (!name) throw new ListFormatError(file, `DATAID ${id} has no name`);
  const remarks = [values(node, 'DESIGNATION').join(', '), childText(node, 'COMMENTS1')].filter(Boolean).join('; ');
  return {
    source: 'UN',
    sourceId: id,
    kind,
    name,
    aliases: [],
    birthDates: [],
    nationalities: [],
    identifiers: [],
    addresses: [],
    programs: [childText(node, 'UN_LIST_TYPE'), childText(node, 'REFERENCE_NUMBER')].filter(Boolean),
    remarks,
  };
};

export const parseUnXml = (xml: Uint8Array): ParsedList => {
  const root = firstNode(readXml(xml, file), 'CONSOLIDATED_LIST');
  if (!root) throw new ListFormatError(file, 'no CONSOLIDATED_LIST element: not a UN consolidated list');
  const individuals = nodes(firstNode(root, 'INDIVIDUALS'), 'INDIVIDUAL').map((node, i) =>
    finishEntity({
      ...common(node, i, 'PERSON'),
      aliases: aliases(node, 'INDIVIDUAL_ALIAS'),
      birthDates: birthDates(node),
      nationalities: values(node, 'NATIONALITY'),
      identifiers: documents(node),
      addresses: addresses(node, 'INDIVIDUAL_ADDRESS'),
    }),
  );
  const entities = nodes(firstNode(root, 'ENTITIES'), 'ENTITY').map((node, i) =>
    finishEntity({ ...common(node, i, 'ORGANIZATION'), aliases: aliases(node, 'ENTITY_ALIAS'), addresses: addresses(node, 'ENTITY_ADDRESS') }),
  );
  return {
    source: 'UN',
    dataset: 'consolidated',
    publishedAt: attr(root, 'dateGenerated') || null,
    fileHash: hashFiles([xml]),
    files: [file],
    entities: [...individuals, ...entities],
  };
};
