export { KetoVisionPage } from './components/ketovision-page';
