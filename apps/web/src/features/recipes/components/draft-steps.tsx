/** A recipe draft's numbered steps (generated and imported drafts). */
export function DraftSteps({ steps }: { steps: readonly string[] }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-medium">Steps</h4>
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
