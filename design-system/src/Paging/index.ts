export { Paging, pageCount } from './Paging';
export type { PagingLabels, PagingProps } from './Paging';
