import { TRACKING_DATASET_LABELS, TrackingDatasetSchema } from '@ketoflow/contracts';
import {
  Download,
  FileSpreadsheet,
  LogOut,
  MonitorSmartphone,
  Moon,
  Shield,
  Sun,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useSignOut } from '../../../entities/session/session';
import { useTheme, type Theme } from '../../../lib/theme';
import { useExportData } from '../api/account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

const THEME_OPTIONS = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
] as const satisfies readonly { value: Theme; label: string }[];

/** Display preferences: units (slot, an onboarding answer) and the theme (this device). */
export function PreferencesCard({ unitsControl }: { unitsControl?: ReactNode }) {
  const { theme, setTheme } = useTheme();
  return (
    <Card data-tour="profile-preferences">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {theme === 'dark' ? (
            <Moon className="size-5 text-muted-foreground" aria-hidden="true" />
          ) : (
            <Sun className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
          Preferences
        </CardTitle>
        <CardDescription>How the app looks to you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {unitsControl}
        <ChoiceField label="Theme" description="Saved on this device.">
          {(ids) => (
            <ChoiceGroup
              variant="segments"
              options={THEME_OPTIONS}
              value={theme}
              onValueChange={setTheme}
              className="max-w-sm"
              aria-labelledby={ids.labelledBy}
              aria-describedby={ids.describedBy}
            />
          )}
        </ChoiceField>
      </CardContent>
    </Card>
  );
}

/** "Sign out everywhere": the API ends every session; then the app behaves as on sign-out. */
export function SessionsCard() {
  const { signOut, isPending } = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-muted-foreground" aria-hidden="true" />
          Devices
        </CardTitle>
        <CardDescription>
          Lost a phone, or used a shared computer? Sign out on every device, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void signOut()} disabled={isPending}>
          {isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
          {isPending ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Your data: export as JSON, delete the account. */
export function DataCard() {
  const exportData = useExportData();
  const runExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () =>
        toast.success('Your data is downloading', {
          description: 'One JSON file with everything.',
        }),
      onError: (error) =>
        toast.error('Export failed', {
          description: isApiError(error, 'NETWORK')
            ? 'We could not reach the server. Please try again.'
            : 'Something went wrong. Please try again.',
        }),
    });
  return (
    <Card data-tour="profile-data">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Shield className="size-5 text-muted-foreground" aria-hidden="true" />
          Your data
        </CardTitle>
        <CardDescription>
          Download everything we store about you, or delete your account for good.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" onClick={runExport} disabled={exportData.isPending}>
          {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {exportData.isPending ? 'Preparing your file...' : 'Export my data (JSON)'}
        </Button>
        <DeleteAccountDialog onExport={runExport} />
      </CardContent>
    </Card>
  );
}

const TRACKING_DATASETS = TrackingDatasetSchema.options;

/**
 * Tracking data for spreadsheets: one CSV per dataset (plain same-origin links: the session
 * cookie authorises them and the browser saves the attachment), or all of it as JSON.
 */
export function TrackingExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSpreadsheet className="size-5 text-muted-foreground" aria-hidden="true" />
          Tracking downloads
        </CardTitle>
        <CardDescription>
          Your diary, weights, measurements, readings and fasts as CSV files for a spreadsheet, or
          all of them in one JSON file. Net carbs are total carbs − fibre − sugar alcohols.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Tracking downloads">
          {TRACKING_DATASETS.map((dataset) => (
            <li key={dataset}>
              <Button variant="outline" className="w-full justify-start" asChild>
                <a href={`/api/v1/me/export/${dataset}.csv`} download>
                  <Download aria-hidden="true" />
                  {TRACKING_DATASET_LABELS[dataset]} (CSV)
                </a>
              </Button>
            </li>
          ))}
          <li>
            <Button variant="outline" className="w-full justify-start" asChild>
              <a href="/api/v1/me/export/tracking.json" download>
                <Download aria-hidden="true" />
                All tracking data (JSON)
              </a>
            </Button>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
