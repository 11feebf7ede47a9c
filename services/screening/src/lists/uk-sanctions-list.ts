import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { childText, childTexts, finishEntity, firstNode, hashFiles, nodes, readXml, type XmlNode } from './common.ts';

/** FCDO UK Sanctions List XML (source 'UK'): Designations/Designation, dates written dd/mm/yyyy. */
const file = 'UK_Sanctions_List.xml';

const kinds: Record<string, EntityKind> = { Individual: 'PERSON', Entity: 'ORGANIZATION', Ship: 'VESSEL' };

const fullName = (name: XmlNode): string =>
  ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6'].map((k) => childText(name, k)).filter(Boolean).join(' ');

/** Text of every leaf under a path of nested elements, e.g. (d, 'IndividualDetails', 'Individual', 'DOBs', 'DOB'). */
const deep = (node: XmlNode | undefined, ...path: string[]): string[] => {
  let level = node ? [node] : [];
  for (const name of path.slice(0, -1)) level = level.flatMap((n) => nodes(n, name));
  return level.flatMap((n) => childTexts(n, path[path.length - 1] as string));
};

const toIso = (ddmmyyyy: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

export const parseUkSanctionsListXml = (xml: Uint8Array): ParsedList => {
  const root = firstNode(readXml(xml, file), 'Designations');
  if (!root) throw new ListFormatError(file, 'no Designations element: not a UK Sanctions List XML file');
  const entities = nodes(root, 'Designation').map((d, i): ListEntity => {
    const id = childText(d, 'UniqueID');
    if (!id) throw new ListFormatError(file, `Designation ${i + 1} has no UniqueID`);
    const names = nodes(firstNode(d, 'Names'), 'Name');
    const primary = names.find((n) => childText(n, 'NameType') === 'Primary Name') ?? names[0];
    if (!primary || !fullName(primary)) throw new ListFormatError(file, `Designation ${id} has no name`);
    const individual = ['IndividualDetails', 'Individual'] as const;
    return finishEntity({
      source: 'UK',
      sourceId: id,
      kind: kinds[childText(d, 'IndividualEntityShip')] ?? 'UNKNOWN',
      name: fullName(primary),
      aliases: [
        ...names
          .filter((n) => n !== primary)
          .map((n) => ({ name: fullName(n), weak: /low quality/i.test(childText(n, 'AliasStrength')) })),
        ...deep(d, 'NonLatinNames', 'NonLatinName', 'NameNonLatinScript').map((name) => ({ name })),
      ],
      birthDates: deep(d, ...individual, 'DOBs', 'DOB').flatMap(parseLooseDate),
      nationalities: [
        ...deep(d, ...individual, 'Nationalities', 'Nationality'),
        ...deep(d, 'ShipDetails', 'Ship', 'CurrentBelievedFlagOfShips', 'CurrentBelievedFlagOfShip'),
      ],
      identifiers: [
        ...deep(d, ...individual, 'PassportDetails', 'Passport', 'PassportNumber').map((value) => ({ type: 'Passport', value })),
        ...deep(d, ...individual, 'NationalIdentifierDetails', 'NationalIdentifier', 'NationalIdentifierNumber').map((value) => ({
          type: 'National ID',
          value,
        })),
        ...deep(d, 'EntityDetails', 'Entity', 'BusinessRegistrationNumbers', 'BusinessRegistrationNumber').map((value) => ({
          type: 'Business Registration Number',
          value,
        })),
        ...deep(d, 'ShipDetails', 'Ship', 'IMONumbers', 'IMONumber').map((value) => ({ type: 'IMO', value: value.replace(/^IMO\s*/i, '') })),
      ],
      addresses: nodes(firstNode(d, 'Addresses'), 'Address').map((a) =>
        ['AddressLine1', 'AddressLine2', 'AddressLine3', 'AddressLine4', 'AddressLine5', 'AddressLine6', 'AddressPostalCode', 'AddressCountry']
          .map((k) => childText(a, k))
          .filter(Boolean)
          .join(', '),
      ),
      programs: [childText(d, 'RegimeName')],
      remarks: [childText(d, 'OtherInformation'), childText(d, 'UKStatementofReasons')].filter(Boolean).join('; '),
    });
  });
  return {
    source: 'UK',
    dataset: 'uk_sanctions_list',
    publishedAt: toIso(childText(root, 'DateGenerated')),
    fileHash: hashFiles([xml]),
    files: [file],
    entities,
  };
};
