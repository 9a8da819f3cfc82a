export { DocumentationPage } from './components/documentation-page';
