// Which public page the address names (spec §2 Public pages): /p/{kind}/{organizations_id}/{customers_id}/{id}, a
// signatory's /p/signatories/{organizations_id}/{customers_id}/{esignatures_id}/{id}, the eID provider's return to
// /p/eid/callback, and the verification of a signed PDF at /p/verify.

export type ItemKind = 'requests' | 'letters' | 'identifications';

export interface ItemRoute {
  page: ItemKind;
  organisationsId: string;
  customersId: string;
  id: string;
  preview: boolean;
}

export interface SignatoryRoute {
  page: 'signatories';
  organisationsId: string;
  customersId: string;
  esignaturesId: string;
  id: string;
  preview: boolean;
}

export type PublicRoute =
  | ItemRoute
  | SignatoryRoute
  | { page: 'eidCallback' }
  | { page: 'verify' }
  | { page: 'unavailable' }
  | { page: 'notFound' };

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const itemPath = new RegExp(`^/p/(requests|letters|identifications)/(${uuid})/(${uuid})/(${uuid})/?$`);
const signatoryPath = new RegExp(`^/p/signatories/(${uuid})/(${uuid})/(${uuid})/(${uuid})/?$`);
/** A signature's own page (the staff's view of a whole e-signature) is not a recipient's page yet. */
const laterPath = /^\/p\/signatures(\/|$)/;

export const parseRoute = (pathname: string, search: string): PublicRoute => {
  const preview = new URLSearchParams(search).has('preview');
  const item = itemPath.exec(pathname);
  if (item) {
    const [, page, organisationsId, customersId, id] = item as unknown as [string, ItemKind, string, string, string];
    return { page, organisationsId, customersId, id, preview };
  }
  const signatory = signatoryPath.exec(pathname);
  if (signatory) {
    const [, organisationsId, customersId, esignaturesId, id] = signatory as unknown as [string, string, string, string, string];
    return { page: 'signatories', organisationsId, customersId, esignaturesId, id, preview };
  }
  if (/^\/p\/eid\/callback\/?$/.test(pathname)) return { page: 'eidCallback' };
  if (/^\/p\/verify\/?$/.test(pathname)) return { page: 'verify' };
  return laterPath.test(pathname) ? { page: 'unavailable' } : { page: 'notFound' };
};
