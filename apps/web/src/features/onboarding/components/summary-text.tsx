import { cn } from '../../../lib/utils';

interface Block {
  lines: string[];
  bullets: string[];
}

function parse(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()))
    .map((lines) => ({
      lines: lines.filter((line) => line && !line.startsWith('- ')),
      bullets: lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2)),
    }))
    .filter((block) => block.lines.length > 0 || block.bullets.length > 0);
}

/**
 * The AI summary as written: paragraphs split on blank lines, "- " lines as a list.
 * `omitBullets` drops a paragraph whose list is exactly those texts (the cautions, when the
 * screen already shows them above), so nothing is read twice.
 */
export function SummaryText({
  text,
  omitBullets = [],
  className,
}: {
  text: string;
  omitBullets?: readonly string[];
  className?: string;
}) {
  const blocks = parse(text).filter(
    (block) =>
      !(
        omitBullets.length > 0 &&
        block.bullets.length > 0 &&
        block.bullets.every((bullet) => omitBullets.includes(bullet))
      ),
  );
  return (
    <div className={cn('grid gap-4 text-[0.95rem] leading-relaxed text-pretty', className)}>
      {blocks.map((block, index) => (
        <div key={index} className="grid gap-2">
          {block.lines.length > 0 && <p>{block.lines.join(' ')}</p>}
          {block.bullets.length > 0 && (
            <ul className="grid list-disc gap-2 pl-5">
              {block.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
