// Which public page the address names (spec §2 Public pages): /p/{kind}/{organizations_id}/{customers_id}/{id}.

export type ItemKind = 'requests' | 'letters';

export interface ItemRoute {
  page: ItemKind;
  organisationsId: string;
  customersId: string;
  id: string;
  preview: boolean;
}

export type PublicRoute =
  | ItemRoute
  | { page: 'unavailable' }
  | { page: 'notFound' };

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const itemPath = new RegExp(`^/p/(requests|letters)/(${uuid})/(${uuid})/(${uuid})/?$`);
/** Identifications, signatures and signatories come with the next issue. */
const laterPath = /^\/p\/(identifications|signatures|signatories)(\/|$)/;

export const parseRoute = (pathname: string, search: string): PublicRoute => {
  const match = itemPath.exec(pathname);
  if (match) {
    const [, page, organisationsId, customersId, id] = match as unknown as [string, ItemKind, string, string, string];
    return { page, organisationsId, customersId, id, preview: new URLSearchParams(search).has('preview') };
  }
  return laterPath.test(pathname) ? { page: 'unavailable' } : { page: 'notFound' };
};
