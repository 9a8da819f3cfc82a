export { DreamMePage } from './components/dream-me-page';
