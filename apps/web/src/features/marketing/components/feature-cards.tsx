import { FEATURES } from '../model/landing-content';

export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map((feature) => (
        <li
          key={feature.title}
          className="grid grid-cols-[auto_1fr] gap-x-4 rounded-xl border bg-card p-5 sm:block"
        >
          <span className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <feature.icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="font-semibold sm:mt-4">{feature.title}</h3>
          <p className="mt-1.5 text-sm text-muted-foreground">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
