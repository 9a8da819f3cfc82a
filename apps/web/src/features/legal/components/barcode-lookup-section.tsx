import { env } from '../../../config/env';
import type { LegalSection } from './legal-layout';

const app = env.appName;

/** The privacy policy's "Barcode lookups" section: what goes to Open Food Facts, and the switch. */
export const barcodeLookupSection: LegalSection = {
  id: 'barcode-lookups',
  title: 'Barcode lookups (Open Food Facts)',
  body: (
    <>
      <p>
        When you scan or type a barcode that is neither one of your own foods nor a product we
        already know, our server asks <strong>Open Food Facts</strong>, the open food database run
        by the non-profit Open Food Facts association (France), for that product. The request sends
        only the barcode, from our server: not your name, e-mail address, account or IP address.
      </p>
      <p>
        The product’s name and nutrition facts are then kept in {app}’s food database, so the next
        lookup of that barcode, by you or anyone else, does not ask Open Food Facts again. The
        product data is under the Open Database License, and we show where it comes from.
      </p>
      <p>
        The operator can turn barcode lookups off (the server setting{' '}
        <code>OPENFOODFACTS_ENABLED=false</code>); barcodes then find only your own foods, and
        nothing is sent to Open Food Facts.
      </p>
    </>
  ),
};
