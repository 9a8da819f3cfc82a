import { IPN_OUTCOMES } from '@ketoflow/contracts';
import { Webhook } from 'lucide-react';
import { PageHeading } from '../../../components/page-layout';
import { useState } from 'react';
import { FilterSelect } from '../components/filter-select';
import { PagedList, SearchBar } from './admin-list';
import { useIpnCalls } from './commerce-api';
import { IpnCallRow } from './order-facts';

type Outcome = (typeof IPN_OUTCOMES)[number];
const OUTCOME_LABELS: Record<Outcome, string> = {
  handled: 'Handled',
  duplicate: 'Duplicate',
  ignored: 'Ignored',
  connection_test: 'Connection test',
  refused: 'Refused',
  error: 'Error',
};

/** /admin/ipn: every call the Digistore24 webhook received. */
export function IpnLogPage() {
  const [q, setQ] = useState('');
  const [signature, setSignature] = useState<'valid' | 'invalid' | ''>('');
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const calls = useIpnCalls({
    q,
    signature: signature || undefined,
    outcome: outcome || undefined,
  });
  return (
    <div className="grid gap-6">
      <PageHeading
        icon={Webhook}
        title="IPN log"
        description="Every call the Digistore24 webhook received, signed or not, and what it answered."
      />
      <SearchBar
        id="ipn-q"
        label="Order id, transaction id or event"
        buttonLabel="Search the IPN log"
        onSearch={setQ}
      >
        <FilterSelect
          label="Signature"
          value={signature}
          onChange={setSignature}
          options={[
            { value: 'valid', label: 'Valid' },
            { value: 'invalid', label: 'Invalid' },
          ]}
        />
        <FilterSelect
          label="Outcome"
          value={outcome}
          onChange={setOutcome}
          options={IPN_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))}
        />
      </SearchBar>
      <PagedList query={calls} label="IPN calls" empty="No IPN calls match.">
        {(items) => (
          <ul className="grid gap-2" aria-label="IPN calls">
            {items.map((call) => (
              <IpnCallRow key={call.id} call={call} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
