export { loadOnce } from './loadOnce';
