import { env } from '../../config/env';

const appName = env.appName;

/** The questions visitors ask before they start, answered plainly (landing and sales pages). */
const OBJECTIONS: readonly { q: string; a: string }[] = [
  {
    q: 'Is keto safe for me?',
    a: `For many healthy adults a well-planned keto diet is a reasonable choice, but not for everyone. During setup ${appName} asks about pregnancy, diabetes medication, kidney or liver disease and eating disorders, and shows a clear caution when one applies. It gives general information, not medical advice: if any of these applies to you, talk to your doctor first.`,
  },
  {
    q: 'What if it doesn’t work for me?',
    a: 'Every Pro plan comes with a 60-day money-back guarantee. Ask for your refund through Digistore24 within 60 days of your purchase and you get your money back. The FlowCoins from a refunded purchase are taken back.',
  },
  {
    q: 'I don’t have time to cook.',
    a: 'Meal plans follow the number of meals you eat and leave out what you avoid. Every recipe shows its prep time up front, so on a busy day you pick a quick one.',
  },
  {
    q: 'Do I have to pay to get started?',
    a: `No. A free account gives you your personal plan, the trackers and a welcome bonus of FlowCoins to try the AI features. A Pro plan adds the coins for using them regularly.`,
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, any time. Monthly and Yearly Pro renew until you cancel, through the link in your Digistore24 order e-mail. The coins you already have stay in your wallet. The Mega Deal is a single payment, so there is nothing to cancel.',
  },
  {
    q: 'What happens after I buy?',
    a: `Instant access. Digistore24 handles the payment and ${appName} credits your FlowCoins to the account with your purchase e-mail. New here? Sign in with that e-mail and set your password.`,
  },
];

/** Each answer is a native disclosure: keyboard and screen-reader friendly without script. */
export function Objections() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {OBJECTIONS.map((item) => (
        <details
          key={item.q}
          className="group rounded-xl border bg-card px-5 py-4 open:shadow-sm [&_summary::-webkit-details-marker]:hidden"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium">
            {item.q}
            <span
              aria-hidden="true"
              className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 text-sm text-muted-foreground">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
