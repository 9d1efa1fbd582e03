export { monitoringPageName } from './pageName';
