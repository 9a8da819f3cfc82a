import { TRUST_BADGES } from '../model/landing-content';

/** A quiet band under the hero: what the visitor can rely on, each point true of the app. */
export function TrustBadges() {
  return (
    <section id="trust" aria-labelledby="trust-title" className="border-t bg-card/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <h2 id="trust-title" className="sr-only">
          What you can count on
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_BADGES.map((badge) => (
            <li key={badge.title} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <badge.icon className="size-4.5" aria-hidden="true" />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold">{badge.title}</span>
                <span className="text-xs text-muted-foreground">{badge.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
