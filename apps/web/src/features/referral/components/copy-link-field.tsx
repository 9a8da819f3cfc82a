import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { copyText } from '../lib/copy-text';

/** The share link in a read-only field with a copy button (selects the link if copying fails). */
export function CopyLinkField({
  url,
  label = 'Your referral link',
}: {
  url: string;
  label?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current);
    },
    [],
  );

  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      toast.success('Link copied', { description: 'Paste it into a message to a friend.' });
      if (resetTimer.current) clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setCopied(false), 2000);
      return;
    }
    inputRef.current?.focus();
    inputRef.current?.select();
    toast.error('Copy failed', {
      description: 'The link is selected: copy it with your keyboard or a long press.',
    });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          ref={inputRef}
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono sm:text-sm"
        />
        <Button onClick={() => void copy()} className="sm:w-36">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}
