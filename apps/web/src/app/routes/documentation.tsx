import { DocumentationPage } from '../../features/documentation';

export default function DocumentationRoute() {
  return <DocumentationPage />;
}
