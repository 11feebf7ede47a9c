export { scrollIntoContainer } from './scroll-into-container';
