import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { DataCard, PreferencesCard, SessionsCard, TrackingExportCard } from './account-cards';
import { ActivityLoggingCard } from './activity-logging-card';
import { ChangePasswordCard } from './change-password-card';
import { GuidedToursCard } from './guided-tours-card';
import { TwoFactorCard } from '../../../entities/two-factor/two-factor-card';

const memberSince = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

export interface ProfilePageProps {
  /** The plan and answers editor (from the onboarding feature, composed by the route). */
  plan: ReactNode;
  /** The units preference control (an onboarding answer). */
  unitsControl?: ReactNode;
  /** Reminder settings and push devices (from the reminders feature, composed by the route). */
  reminders?: ReactNode;
}

/** /profile: plan and answers, reminders, preferences, password, devices and data. */
export function ProfilePage({ plan, unitsControl, reminders }: ProfilePageProps) {
  const { user } = useSession();
  useDocumentMeta({
    title: 'My Profile',
    description: 'Your answers, daily targets, preferences, password and data.',
  });
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <UserRound className="size-6" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h1 className="text-3xl font-semibold tracking-tight">My Profile</h1>
          {user && (
            <p className="truncate text-sm text-muted-foreground">
              <span className="sr-only">Signed in as </span>
              {user.email}
              <span aria-hidden="true"> · </span>
              <span className="max-sm:hidden">
                member since {memberSince.format(new Date(user.createdAt))}
              </span>
            </p>
          )}
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <section aria-label="Your plan and answers" className="min-w-0" data-tour="profile-plan">
            {plan}
          </section>
          {reminders && (
            <section id="reminders" aria-label="Reminders" className="grid min-w-0 gap-6">
              {reminders}
            </section>
          )}
        </div>
        <section aria-label="Account" className="grid min-w-0 gap-6">
          <PreferencesCard unitsControl={unitsControl} />
          <GuidedToursCard />
          <ChangePasswordCard />
          <TwoFactorCard />
          <SessionsCard />
          <TrackingExportCard />
          <ActivityLoggingCard />
          <DataCard />
        </section>
      </div>
    </main>
  );
}
